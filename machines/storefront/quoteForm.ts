/**
 * The Home quote form (storefront.md sections 4 "Quote form", 5 and 8; issue 8 point 3, issue 16
 * item 1): Zip Code, Gender, Choose Tier, DOB (and Category when a premier plan is selected or in
 * the cart), Submit. The form is the engine's (schemas/catalog/storefront/quote.ts through the
 * adapters): it checks the rules with the schema the server checks, so Submit reaches this
 * machine with values that passed them. With no temporary enrollment it creates one
 * (add-filter-for-new-user), with one it updates it (change-filter-info). Server field errors go
 * to the engine at their fields (one the form has no field for shows as the form's message); a
 * failure shows its message. On success: store the new tempId (creation only), refresh the menu
 * and cart (and the plans on an edit), go to /plans.
 *
 * The app provides the actors `createFilter` (input { values }; resolves { temp_enrollment_id })
 * and `changeFilter` (input { tempId, values }), both rejecting with field errors or a failure,
 * and the actions `storeTempId` (params { tempId }), `refresh` (params { plans }) and `navigate`
 * (params { to }).
 */
import { assign, setup } from 'xstate';
import { notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage, hasFieldErrors, type FieldError } from '../../domain/errors';
import { DEFAULT_TIER } from '../../schemas/plans';
import { quoteCatalog } from '../../schemas/catalog/storefront/quote';

/** The form's saved fields, in form order. */
export const QUOTE_FIELDS = ['zip', 'gender', 'tier', 'dob', 'category'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** What the form holds: every field as typed (tier defaults to IO). */
export type QuoteFormValues = Record<QuoteField, string>;

export interface QuoteFormInput { tempId?: string | null; values?: Partial<QuoteFormValues> }

export interface QuoteFormContext {
  tempId: string | null; values: QuoteFormValues;
  /** The server's field errors at the form's fields, for the engine to show there. */
  fieldErrors: FieldError[];
  /** A message of the whole form: a failure, or a server error at a field the form does not show. */
  error: string | null;
}

export type QuoteFormEvent =
  | { type: 'quoteForm.change'; values: Partial<QuoteFormValues> }
  /** The engine's valid values (it checked them with the form's schema). */
  | { type: 'quoteForm.submit'; values: Partial<QuoteFormValues> };

export interface CreateFilterInput { values: QuoteFormValues }
export interface CreateFilterOutput { temp_enrollment_id: string }
export interface ChangeFilterInput { tempId: string; values: QuoteFormValues }

const EMPTY_VALUES: QuoteFormValues = { zip: '', dob: '', gender: '', tier: DEFAULT_TIER, category: '' };
/** Whether a server error names a field of the form (the catalog's). */
const isFormField = (target: string): boolean => Object.hasOwn(quoteCatalog, target);

/** The server's errors at the form's fields; `general` is the first message of any other target. */
export function errorsByField(errors: readonly FieldError[]): { fieldErrors: FieldError[]; general: string | null } {
  const fieldErrors = errors.filter((error) => isFormField(error.target_element));
  return { fieldErrors, general: errors.find((error) => !isFormField(error.target_element))?.error_message ?? null };
}

/** How a failed call reads: its field errors at their fields, anything else as the form's message. */
function failureOf(failure: unknown): Pick<QuoteFormContext, 'fieldErrors' | 'error'> {
  if (!hasFieldErrors(failure)) return { fieldErrors: [], error: failureMessage(failure) };
  const { fieldErrors, general } = errorsByField(failure);
  return { fieldErrors, error: general };
}

/** The form's values with the engine's (only the saved fields; an empty tier is the default one). */
function merged(values: QuoteFormValues, next: Partial<QuoteFormValues>): QuoteFormValues {
  const out = { ...values };
  for (const field of QUOTE_FIELDS) if (next[field] !== undefined) out[field] = next[field];
  return out;
}

/** The quote form machine; see the file comment for the effects to provide. */
export const quoteFormMachine = setup({
  types: { context: {} as QuoteFormContext, events: {} as QuoteFormEvent, input: {} as QuoteFormInput | undefined, tags: {} as 'busy' },
  actors: {
    createFilter: notProvided<CreateFilterOutput, CreateFilterInput>('createFilter'),
    changeFilter: notProvided<unknown, ChangeFilterInput>('changeFilter'),
  },
  actions: {
    storeTempId: paramEffect<{ tempId: string }>(),
    refresh: paramEffect<{ plans: boolean }>(),
    navigate: paramEffect<NavigateParams>(),
    /** The submitted values, and no message left from an earlier answer. */
    takeSubmitted: assign(({ context, event }) => ({ values: merged(context.values, event.values), fieldErrors: [], error: null })),
  },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
  },
}).createMachine({
  id: 'quoteForm',
  context: ({ input }) => ({
    tempId: input?.tempId ?? null,
    values: merged(EMPTY_VALUES, input?.values ?? {}), fieldErrors: [], error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // The engine clears a server error at a field once it is edited; the form's message goes at once.
        'quoteForm.change': { actions: assign(({ context, event }) => ({ values: merged(context.values, event.values), error: null })) },
        'quoteForm.submit': [
          { guard: 'hasTempId', target: 'updating', actions: 'takeSubmitted' },
          { target: 'creating', actions: 'takeSubmitted' },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createFilter',
        src: 'createFilter',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'submitted',
          actions: [
            assign(({ event }) => ({ tempId: event.output.temp_enrollment_id })),
            { type: 'storeTempId', params: ({ event }) => ({ tempId: event.output.temp_enrollment_id }) },
            { type: 'refresh', params: { plans: false } },
            { type: 'navigate', params: { to: '/plans' } },
          ],
        },
        onError: { target: 'editing', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'changeFilter',
        src: 'changeFilter',
        input: ({ context }) => ({ tempId: context.tempId!, values: context.values }),
        onDone: {
          target: 'submitted',
          actions: [{ type: 'refresh', params: { plans: true } }, { type: 'navigate', params: { to: '/plans' } }],
        },
        onError: { target: 'editing', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    submitted: { type: 'final' },
  },
});
