/**
 * The Home quote form (storefront.md sections 4 "Quote form", 5 and 8; issue 8 point 3): Zip Code,
 * Gender, Choose Tier, DOB (and Category when a premier plan is selected or in the cart), Submit.
 * Submit checks the shared quote rules (domain/storefront/quoteRules.ts) and shows each message
 * at its field; with no temporary enrollment it creates one (add-filter-for-new-user), with one it
 * updates it (change-filter-info). Server field errors show at their fields (one the form has no
 * field for shows as the form's message); a failure shows its message. On success: store the new
 * tempId (creation only), refresh the menu and cart (and the plans on an edit), go to /plans.
 * The DOB is formatted as typed (slashes, month and day clamped, 10 characters); the zip input is
 * capped at 5 characters. `now` comes with Submit, so the age check is a pure guard.
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
import { quoteErrors, type QuoteValues } from '../../domain/storefront/quoteRules';
import { formatDateInput } from '../../domain/dateInput';

/** The form's fields, in form order. */
export const QUOTE_FIELDS = ['zip', 'gender', 'tier', 'dob', 'category'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** What the form holds: every field as typed (tier defaults to IO). */
export type QuoteFormValues = Required<{ [K in keyof QuoteValues]: string }>;
/** A message per field, for the fields that have one. */
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export interface QuoteFormInput { tempId?: string | null; premier?: boolean; values?: Partial<QuoteFormValues> }

export interface QuoteFormContext {
  tempId: string | null; premier: boolean; values: QuoteFormValues; errors: QuoteFieldErrors;
  /** A message of the whole form: a failure, or a server error at a field the form does not show. */
  error: string | null;
}

export type QuoteFormEvent =
  | { type: 'quoteForm.change'; field: QuoteField; value: string }
  | { type: 'quoteForm.submit'; now: Date };

export interface CreateFilterInput { values: QuoteFormValues }
export interface CreateFilterOutput { temp_enrollment_id: string }
export interface ChangeFilterInput { tempId: string; values: QuoteFormValues }

const EMPTY_VALUES: QuoteFormValues = { zip: '', dob: '', gender: '', tier: DEFAULT_TIER, category: '' };
const isQuoteField = (target: string): target is QuoteField => (QUOTE_FIELDS as readonly string[]).includes(target);

/** The first message per form field; `general` is the first message of any other target. */
export function errorsByField(errors: readonly FieldError[]): { errors: QuoteFieldErrors; general: string | null } {
  const byField: QuoteFieldErrors = {};
  let general: string | null = null;
  for (const { target_element: target, error_message: message } of errors) {
    if (isQuoteField(target)) byField[target] ??= message;
    else general ??= message;
  }
  return { errors: byField, general };
}

/** A typed value as the field keeps it: the DOB formatted, the zip capped at 5 characters. */
function fieldValue(field: QuoteField, value: string): string {
  if (field === 'dob') return formatDateInput(value);
  return field === 'zip' ? value.slice(0, 5) : value;
}

/** How a failed call reads: its field errors at their fields, anything else as the form's message. */
function failureOf(failure: unknown): Pick<QuoteFormContext, 'errors' | 'error'> {
  if (!hasFieldErrors(failure)) return { errors: {}, error: failureMessage(failure) };
  const { errors, general } = errorsByField(failure);
  return { errors, error: general };
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
  },
  guards: {
    invalid: ({ context, event }) => event.type === 'quoteForm.submit' && quoteErrors(context.values, { now: event.now, premier: context.premier }).length > 0,
    hasTempId: ({ context }) => context.tempId !== null,
  },
}).createMachine({
  id: 'quoteForm',
  context: ({ input }) => ({
    tempId: input?.tempId ?? null, premier: input?.premier ?? false,
    values: { ...EMPTY_VALUES, ...input?.values }, errors: {}, error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'quoteForm.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: fieldValue(event.field, event.value) },
            // Typing in a field clears its message.
            errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
            error: null,
          })),
        },
        'quoteForm.submit': [
          {
            guard: 'invalid',
            actions: assign(({ context, event }) => ({ errors: errorsByField(quoteErrors(context.values, { now: event.now, premier: context.premier })).errors, error: null })),
          },
          { guard: 'hasTempId', target: 'updating', actions: assign({ errors: {}, error: null }) },
          { target: 'creating', actions: assign({ errors: {}, error: null }) },
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
