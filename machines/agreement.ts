/**
 * The Agreement & Signature step (enrollment.md sections 2, 4, 5 and 8): checking agreements,
 * typing a verification answer, signing on the pad or by typing the name, and Next. The
 * verification mode comes from the server's field definitions (broker, group, applicant, then
 * drawn signature); the signature states show only where a signature applies. Next with
 * everything given sends the save payload; otherwise every error is shown at its place and
 * kept current as the user fixes them.
 *
 * The app provides the actions `submit` (params: the payload; it hands it to the tab flow,
 * which saves and moves on) and `showErrors` (focus the first error).
 */
import { assign, setup } from 'xstate';
import type { VerificationMode } from '../schemas/agreement';
import type { Eprocess } from '../schemas/enrollee';
import {
  agreementErrors, agreementPayload, showsSignature, verificationMode, type AgreementField, type AgreementPayload, type AgreementState, type Signature,
} from '../domain/agreementRules';
import { noEffect, paramEffect } from './effects';
import type { FieldError } from '../domain/errors';

export interface AgreementInput {
  /** The agreements shown, in display order (get-agreement-texts' ids). */
  agreementIds: number[];
  /** The texts' hash as served, sent back with the save. */
  hash: string;
  fields: AgreementField[];
  eprocess: Eprocess | null;
  /** Agreements checked when the step opens (a draft of these same texts). */
  accepted: number[];
  /** Editable fields' values when the step opens. */
  values: Record<string, string>;
}

/** How the user signs: on the pad, by typing their name, or not at all (no signature in this mode). */
export type SignMethod = 'draw' | 'type' | 'none';

export interface AgreementContext extends AgreementInput {
  mode: VerificationMode;
  method: SignMethod;
  /** The pad's drawing as a PNG data URL, once a stroke ends. */
  drawn: string | null;
  /** The typed name, as typed. */
  typed: string;
  /** Next was pressed: errors show and follow every change from then on. */
  submitted: boolean;
  errors: FieldError[];
}

export type AgreementEvent =
  | { type: 'agreement.check'; id: number; checked: boolean }
  | { type: 'agreement.input'; field: string; value: string }
  | { type: 'signature.drawn'; dataUrl: string }
  | { type: 'signature.clear' }
  | { type: 'signature.method'; method: 'draw' | 'type' }
  | { type: 'signature.typed'; name: string }
  | { type: 'agreement.submit' }
  /** The same agreements read again in another language (a switch mid-step): their hash, sent with the save as the texts read last. */
  | { type: 'agreement.reread'; hash: string };

/** The signature the context holds, as the rules read it. */
export function signatureOf(context: Pick<AgreementContext, 'method' | 'drawn' | 'typed'>): Signature {
  if (context.method === 'draw' && context.drawn) return { kind: 'drawn', dataUrl: context.drawn };
  if (context.method === 'type' && context.typed.trim() !== '') return { kind: 'typed', name: context.typed };
  return { kind: 'none' };
}

/** The rules' view of the context. */
export function agreementStateOf(context: AgreementContext): AgreementState {
  return { agreementIds: context.agreementIds, accepted: context.accepted, fields: context.fields, values: context.values, signature: signatureOf(context) };
}

/** Errors as they stand: none before the first Next, every one after it. */
const errorsOf = (context: AgreementContext): FieldError[] => (context.submitted ? agreementErrors(agreementStateOf(context)) : []);

/** An update of the context, with the shown errors kept current. */
function changed(context: AgreementContext, update: Partial<AgreementContext>): Partial<AgreementContext> {
  return { ...update, errors: errorsOf({ ...context, ...update }) };
}

/** The pad's and the typed name's actions, with the event's value as params. */
const drawAction = { type: 'draw', params: ({ event }: { event: AgreementEvent }) => ({ dataUrl: event.type === 'signature.drawn' ? event.dataUrl : '' }) } as const;
const typeAction = { type: 'type', params: ({ event }: { event: AgreementEvent }) => ({ name: event.type === 'signature.typed' ? event.name : '' }) } as const;

/** The agreement step's machine; see the file comment for the effects to provide. */
export const agreementMachine = setup({
  types: {
    input: {} as AgreementInput,
    context: {} as AgreementContext,
    events: {} as AgreementEvent,
  },
  actions: {
    submit: paramEffect<{ payload: AgreementPayload }>(),
    showErrors: noEffect,
    check: assign(({ context }, params: { id: number; checked: boolean }) => changed(context, {
      accepted: context.agreementIds.filter((id) => (id === params.id ? params.checked : context.accepted.includes(id))),
    })),
    input: assign(({ context }, params: { field: string; value: string }) => changed(context, { values: { ...context.values, [params.field]: params.value } })),
    draw: assign(({ context }, params: { dataUrl: string }) => changed(context, { drawn: params.dataUrl })),
    type: assign(({ context }, params: { name: string }) => changed(context, { typed: params.name })),
    useMethod: assign(({ context }, params: { method: SignMethod }) => changed(context, { method: params.method, drawn: null, typed: '' })),
    clear: assign(({ context }) => changed(context, { drawn: null, typed: '' })),
    markSubmitted: assign(({ context }) => changed(context, { submitted: true })),
  },
  guards: {
    showsSignature: ({ context }) => showsSignature(context.mode, context.fields),
    complete: ({ context }) => agreementErrors(agreementStateOf(context)).length === 0,
    knownAgreement: ({ context, event }) => event.type === 'agreement.check' && context.agreementIds.includes(event.id),
    typingMethod: ({ event }) => event.type === 'signature.method' && event.method === 'type',
    drawingMethod: ({ event }) => event.type === 'signature.method' && event.method === 'draw',
    hasName: ({ event }) => event.type === 'signature.typed' && event.name.trim() !== '',
  },
}).createMachine({
  id: 'agreement',
  context: ({ input }) => ({
    ...input,
    accepted: input.agreementIds.filter((id) => input.accepted.includes(id)),
    mode: verificationMode(input.fields),
    method: 'none',
    drawn: null,
    typed: '',
    submitted: false,
    errors: [],
  }),
  on: {
    'agreement.check': { guard: 'knownAgreement', actions: { type: 'check', params: ({ event }) => ({ id: event.id, checked: event.checked }) } },
    'agreement.input': { actions: { type: 'input', params: ({ event }) => ({ field: event.field, value: event.value }) } },
    // What is checked, typed and signed stays: only the texts' language changed.
    'agreement.reread': { actions: assign({ hash: ({ event }) => event.hash }) },
    'agreement.submit': [
      {
        guard: 'complete',
        actions: ['markSubmitted', { type: 'submit', params: ({ context }) => ({ payload: agreementPayload(agreementStateOf(context), context) }) }],
      },
      { actions: ['markSubmitted', 'showErrors'] },
    ],
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'showsSignature', target: 'drawing', actions: assign({ method: 'draw' }) },
        { target: 'noSignature' },
      ],
    },
    /** Broker, group or applicant verification without a signature field: nothing to sign. */
    noSignature: {},
    drawing: {
      initial: 'empty',
      on: { 'signature.method': { guard: 'typingMethod', target: 'typing', actions: { type: 'useMethod', params: { method: 'type' } } } },
      states: {
        empty: { on: { 'signature.drawn': { target: 'signed', actions: drawAction } } },
        signed: {
          on: {
            'signature.drawn': { actions: drawAction },
            'signature.clear': { target: 'empty', actions: 'clear' },
          },
        },
      },
    },
    typing: {
      initial: 'empty',
      on: { 'signature.method': { guard: 'drawingMethod', target: 'drawing', actions: { type: 'useMethod', params: { method: 'draw' } } } },
      states: {
        empty: {
          on: { 'signature.typed': [{ guard: 'hasName', target: 'signed', actions: typeAction }, { actions: typeAction }] },
        },
        signed: {
          on: {
            'signature.typed': [{ guard: 'hasName', actions: typeAction }, { target: 'empty', actions: typeAction }],
            'signature.clear': { target: 'empty', actions: 'clear' },
          },
        },
      },
    },
  },
});
