/**
 * What this browser's storage may hold (DESIGN.md "Security baseline": never an SSN, an account
 * or card number or a health answer). Every write of src/session/storage.ts, the one module that
 * touches localStorage and sessionStorage (lint-enforced), passes its value through
 * `storableValue`, which keeps the rest and leaves these out:
 * - a field whose catalog widget is a person's secret (SENSITIVE_WIDGETS), at any depth of the
 *   step's catalog (groups, list rows);
 * - every value of a health step, and a dependent's health answers kept beside their form;
 * - as a backstop for values the catalog does not describe (a field the server adds with a schema
 *   hint, a value stored outside a form), any key named like such a secret (SENSITIVE_NAME).
 * A draft brought back after the session ended so restores everything else; the user types the
 * withheld values again (the step says so: MESSAGES.draftWithheld).
 */
// The form catalogs' own module, not the index: this runs in every page's shell, which needs no health or plan-question catalog.
import { CATALOG } from '../../schemas/catalog/formCatalogs';
import type { FieldSpec, TabCatalog, WidgetName } from '../../schemas/catalog/types';

/**
 * Widgets whose value is a person's secret: an SSN, a bank account number, a card number and its
 * security code. A routing number identifies a bank, not a person: it may be kept.
 */
export const SENSITIVE_WIDGETS: ReadonlySet<WidgetName> = new Set<WidgetName>(['ssn', 'accountNumber', 'cardNumber', 'securityCode']);

/** Steps whose every value is a health answer: none of it is ever stored. */
export const HEALTH_STEPS: ReadonlySet<string> = new Set(['primary_health_info', 'dependent_health_info']);

/**
 * Keys that hold secrets or health answers wherever they appear: the catalog's own names for them
 * (ssn, account_number, card_number, security_code), their usual variants, and a dependent's
 * health_info (the health answers the dependents step keeps beside the item's form).
 */
export const SENSITIVE_NAME = /(^|_)ssn($|_)|social_security|account_number|card_number|security_code|(^|_)cvv|(^|_)cvc|(^|_)health_info$|health_answers/i;

/** The draft of a step: `bs-draft:{enrollment}:{step}` in sessionStorage (src/session/drafts.ts). */
export const DRAFT_PREFIX = 'bs-draft';

/** The storage key of a step's draft. */
export const draftKey = (enrollmentId: string, step: string) => `${DRAFT_PREFIX}:${enrollmentId}:${step}`;

/** The step of a draft key, or null for any other key. */
function draftStepOf(key: string): string | null {
  const match = new RegExp(`^${DRAFT_PREFIX}:[^:]*:(.+)$`).exec(key);
  return match ? match[1] : null;
}

/** A list step's draft ({items: [...]}) whose rows are forms of `fields`. */
const listDraft = (fields: TabCatalog): TabCatalog => ({
  items: { title: '', widget: 'list', schema: {}, items: { fields, itemTitle: '', addLabel: '' } },
});

/** What each step's draft holds, as a catalog: a form tab's values, or a list step's rows. */
const DRAFT_CATALOGS: Readonly<Record<string, TabCatalog>> = {
  primary_info: CATALOG.primary_info,
  contact_info: CATALOG.contact_info,
  employer_info: CATALOG.employer_info,
  billing_info: CATALOG.billing_info,
  beneficiary_info: listDraft(CATALOG.beneficiary_info),
  dependent_info: listDraft(CATALOG.dependent_info),
};

/** Session values (src/session/storage.ts) that hold a form's values: the stashed spouse is a dependent. */
const SESSION_CATALOGS: Readonly<Record<string, TabCatalog>> = {
  tempDepData: CATALOG.dependent_info,
};

/** Whether a field's value may never be stored: a secret widget, or a secret's or health answers' name. */
export function isSensitiveField(name: string, spec: FieldSpec | undefined): boolean {
  return (spec !== undefined && SENSITIVE_WIDGETS.has(spec.widget)) || SENSITIVE_NAME.test(name);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The catalog of a nested value: a group's fields, a list row's fields, or none (names decide). */
function nestedCatalog(spec: FieldSpec | undefined): TabCatalog {
  return spec?.fields ?? spec?.items?.fields ?? {};
}

/** `value` without what `catalog` (and, beyond it, SENSITIVE_NAME) says may not be stored. */
export function withoutSensitive(value: unknown, catalog: TabCatalog): unknown {
  if (Array.isArray(value)) return value.map((entry) => withoutSensitive(entry, catalog));
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value)) {
    const spec = Object.hasOwn(catalog, name) ? catalog[name] : undefined;
    if (isSensitiveField(name, spec)) continue;
    kept[name] = withoutSensitive(entry, nestedCatalog(spec));
  }
  return kept;
}

/** What a step's draft may keep; undefined when nothing of it may be stored (a health step). */
export function storableDraft(step: string, values: unknown): unknown {
  if (HEALTH_STEPS.has(step)) return undefined;
  return withoutSensitive(values, DRAFT_CATALOGS[step] ?? {});
}

/**
 * What may be stored under `key` of `value` (see the file comment); undefined means nothing:
 * the key is removed instead. The one decision every storage write goes through.
 */
export function storableValue(key: string, value: unknown): unknown {
  const step = draftStepOf(key);
  if (step !== null) return storableDraft(step, value);
  return withoutSensitive(value, SESSION_CATALOGS[key] ?? {});
}

/** Whether a step's draft may leave values out (its form has such fields): the step then asks for them again. */
export function withholdsValues(step: string): boolean {
  if (HEALTH_STEPS.has(step)) return true;
  const holds = (catalog: TabCatalog): boolean =>
    Object.entries(catalog).some(([name, spec]) => isSensitiveField(name, spec) || holds(nestedCatalog(spec)));
  return holds(DRAFT_CATALOGS[step] ?? {});
}
