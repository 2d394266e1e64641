/**
 * The form an enrollment sees: the layers of its portal and group, pinned to the versions its
 * first render of that form used (issue 14: a publish never changes the rules under a person
 * halfway through; a publish that applies to enrollments in flight moves the pins itself).
 * A changed portal or group is a new chain of scopes, so the form is resolved and pinned anew.
 */
import type { Kysely } from 'kysely';
import { fieldDefinitions, resolvedListLimit } from '../../../adapters';
import { CATALOG, type FieldDefinition, type FormName } from '../../../schemas/catalog';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { HEALTH_FORM } from '../../../schemas/forms/healthForm';
import { WIZARD_MESSAGES_FORM } from '../../../schemas/forms/messagesForms';
import type { ResolvedForm, ScopeRef } from '../../../schemas/forms/definition';
import type { Enrollment } from '../../db/queries/enrollments';
import { pinForm } from '../../db/queries/formVersions';
import { customTabForms } from '../../db/queries/tabDocuments';
import type { Database } from '../../db/types';
import { type ChainForm, type LayerPins, resolveChain, scopeChain } from './layers';
import { takeStateReadAhead } from './stateReadAhead';

/** What an enrollment keeps per form: the chain of scopes it was resolved for and each layer's version. */
export interface PinRecord { chain: string; layers: LayerPins }

/** The key of a chain of scopes ('default:0/portal:12/group:2001'). */
export const chainKey = (chain: readonly ScopeRef[]): string => chain.map((ref) => `${ref.scope}:${ref.scope_id}`).join('/');

/** The enrollment's pin record of `form` when it still matches `chain`. */
function pinsOf(enrollment: Enrollment, form: DefinedForm, chain: string): LayerPins | undefined {
  const record = (enrollment.form_pins as Record<string, PinRecord | undefined>)[form];
  return record?.chain === chain ? record.layers : undefined;
}

const samePins = (a: LayerPins, b: LayerPins): boolean =>
  (['default', 'portal', 'group'] as const).every((layer) => (a[layer] ?? null) === (b[layer] ?? null));

/**
 * The resolved form of `form` for this enrollment: its pinned versions, else the active ones,
 * which `pin` records (only a write that succeeded pins: a read, or bad input, writes nothing).
 */
export async function enrollmentForm(db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm, pin = false): Promise<ResolvedForm> {
  return (await enrollmentChainForm(db, enrollment, form, pin)).resolved;
}

/** enrollmentForm with the scopes' layers it was resolved from (the agreement's verification fields and health's question order read them). */
export async function enrollmentChainForm(db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm, pin = false): Promise<ChainForm> {
  const chain = scopeChain(enrollment.portal_id, enrollment.group_id);
  const key = chainKey(chain);
  const pinned = pinsOf(enrollment, form, key);
  const resolved = await resolveChain(db, form, chain, { pins: pinned, state: takeStateReadAhead(enrollment, form) });
  if (!pin || pinned || enrollment.status !== 'open') return resolved;
  const kept = await pinForm<PinRecord>(db, enrollment.id, form, { chain: key, layers: resolved.pins });
  if (!kept || kept.chain !== key || samePins(kept.layers, resolved.pins)) return resolved;
  return resolveChain(db, form, chain, { pins: kept.layers });
}

/** get-form-fields-*'s definitions (no values) for this enrollment: the shown fields in order, with their hints. */
export async function formDefinitionsFor(db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm): Promise<FieldDefinition[]> {
  return (await formContentFor(db, enrollment, form)).defs;
}

/** The definitions of `form` for this enrollment, its scopes' overrides of catalog messages (by key) and a list form's limit when one is set. */
export async function formContentFor(
  db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm,
): Promise<{ defs: FieldDefinition[]; messages: Readonly<Record<string, string>>; messagesTranslated?: ResolvedForm['messagesTranslated']; maxItems?: number }> {
  const resolved = await enrollmentForm(db, enrollment, form);
  const maxItems = resolvedListLimit(form, resolved);
  return {
    defs: fieldDefinitions(catalogOf(form), resolved), messages: resolved.messages, ...(maxItems !== undefined && { maxItems }),
    ...(resolved.messagesTranslated && { messagesTranslated: resolved.messagesTranslated }),
  };
}

/** Records the versions of `form` the enrollment is using now, unless it holds them already (after a tab's save was written). */
export async function keepFormPins(db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm): Promise<void> {
  // Pinned for this chain already, or no longer open: nothing to record (and no need to resolve it again).
  if (enrollment.status !== 'open' || pinsOf(enrollment, form, chainKey(scopeChain(enrollment.portal_id, enrollment.group_id)))) return;
  await enrollmentForm(db, enrollment, form, true);
}

/**
 * Records the versions of every form, as the enrollment starts the wizard (its checkout): the
 * catalog's, the wizard's messages and the new tabs in effect for its portal and group (so a tab published later is
 * not added under it: services/formDefinitions/tabPlaces.ts).
 */
export async function pinAllForms(db: Kysely<Database>, enrollment: Enrollment): Promise<void> {
  const chain = scopeChain(enrollment.portal_id, enrollment.group_id);
  const added = await customTabForms(db, chain);
  for (const form of [...Object.keys(CATALOG) as FormName[], HEALTH_FORM, AGREEMENT_FORM, WIZARD_MESSAGES_FORM, ...added]) await keepFormPins(db, enrollment, form);
  await pinForm<TabListPin>(db, enrollment.id, TAB_LIST_PIN, { chain: chainKey(chain), tabs: added });
}

/** The form_pins key of the new tabs an enrollment started with (not a form name: those have no '$'). */
export const TAB_LIST_PIN = '$tabs';

/** What an enrollment keeps of its new tabs: the chain it started with and their names. */
export interface TabListPin { chain: string; tabs: string[] }

/** The new tabs the enrollment started with for this chain, or undefined when it recorded none (it started before they were kept). */
export function pinnedTabList(enrollment: Enrollment, chain: readonly ScopeRef[]): string[] | undefined {
  const record = (enrollment.form_pins as Record<string, TabListPin | undefined>)[TAB_LIST_PIN];
  return record?.chain === chainKey(chain) ? record.tabs : undefined;
}
