/**
 * The quote form's request bodies (storefront.md section 7): what the app's `createFilter` and
 * `changeFilter` actors send. add-filter-for-new-user carries the form's values plus who the
 * visitor is (the browser's session values: eprocess, agent, group, portal, enroll_type,
 * open_type, referral); change-filter-info carries the form's values only (the server drops the
 * empty ones, so an empty category never clears a saved one).
 */
import type { ChangeFilterBody, NewUserFilterBody } from '../../schemas/api/quote';
import { NEW_ENROLL_TYPES } from '../../schemas/api/quote';
import { EPROCESSES, type Eprocess } from '../../schemas/enrollee';
import type { QuoteFormValues } from './quoteForm';
import { isTierCode } from '../../schemas/plans';

/** Who the visitor is, as the browser's session values hold it (any may be missing). */
export interface QuoteVisitor {
  eprocess?: Eprocess | null; agent_id?: number | null; group_id?: number | null; portal_id?: number | null;
  enroll_type?: string | null; open_type?: string | null; referral?: string | null;
}

const OPEN_TYPES = ['agent', 'group', 'user'] as const;
const oneOf = <const T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** The form's own fields as the server reads them: a tier that is no code, and an empty category, are not sent. */
function formFields(values: QuoteFormValues) {
  return {
    zip: values.zip, dob: values.dob, gender: values.gender, tier: isTierCode(values.tier) ? values.tier : null,
    category: values.category.trim() === '' ? null : values.category.trim(),
  };
}

/** add-filter-for-new-user's body: the values, and the visitor (an anonymous applicant's new-member quote by default). */
export function newUserFilterPayload(values: QuoteFormValues, visitor: QuoteVisitor): NewUserFilterBody {
  return {
    ...formFields(values),
    eprocess: oneOf(EPROCESSES, visitor.eprocess) ?? 'applicant',
    agent_id: visitor.agent_id ?? null, group_id: visitor.group_id ?? null, platform_group_id: visitor.portal_id ?? null,
    type: oneOf(NEW_ENROLL_TYPES, visitor.enroll_type) ?? 'new-member',
    open_type: oneOf(OPEN_TYPES, visitor.open_type), referral: visitor.referral || null,
  };
}

/** change-filter-info's body from the form (the Basic Details edit). */
export function changeFilterPayload(values: QuoteFormValues): ChangeFilterBody {
  return formFields(values);
}
