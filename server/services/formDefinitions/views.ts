/**
 * What the admin API reads: the forms by scope, one form at one scope (resolved, with each
 * property's layer, the scope's own changes, its draft and its versions), a version, a diff of
 * two versions (or the draft, or the active one) and a draft's preview as the enrollee's app gets it.
 */
import { type Kysely, sql } from 'kysely';
import { diffLayers, diffResolved, fieldDefinitions } from '../../../adapters';
import { CATALOG, type FormName } from '../../../schemas/catalog';
import { catalogOf, type DefinedForm, isCustomTabName } from '../../../schemas/forms/customTabs';
import { HEALTH_FORM, type HealthFormName, isHealthForm } from '../../../schemas/forms/healthForm';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { isStorefrontForm, STOREFRONT_FORM_NAMES, STOREFRONT_FORM_TITLES, type StorefrontFormName } from '../../../schemas/forms/storefrontForms';
import { isWizardMessagesForm, WIZARD_MESSAGES_FORM, WIZARD_MESSAGES_TITLE, type WizardMessagesFormName } from '../../../schemas/forms/messagesForms';
import { MESSAGES } from '../../../schemas/messages';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { findDraft, findVersion, type FormVersion, listVersions } from '../../db/queries/formVersions';
import { versionClockNow } from '../../db/queries/versionClock';
import type { Database } from '../../db/types';
import { fieldError, unprocessable } from '../../http';
import { currentContent, requireDraft } from './drafts';
import { resolveChain, scopeContent } from './layers';
import { findScope, listScopes } from './scopes';
import { scopeQuestions } from './scopeQuestions';

/**
 * The catalog's forms, health and the agreement, titled as their wizard tab, the wizard's messages
 * (schemas/forms/messagesForms.ts) and the storefront's forms (schemas/forms/storefrontForms.ts),
 * titled as the studio lists them (beside them: the new tabs staff added).
 */
export const ADMIN_FORMS: Array<FormName | HealthFormName | typeof AGREEMENT_FORM | WizardMessagesFormName | StorefrontFormName> =
  [...Object.keys(CATALOG) as FormName[], HEALTH_FORM, AGREEMENT_FORM, WIZARD_MESSAGES_FORM, ...STOREFRONT_FORM_NAMES];

/**
 * The form named by a path parameter: a catalog form, or the id of a new tab (a name no spec
 * tab uses: schemas/forms/customTabs.ts), which its first draft creates; 422 for anything else.
 */
export function formNamed(name: string): DefinedForm {
  if (!(ADMIN_FORMS as string[]).includes(name) && !isCustomTabName(name)) unprocessable([fieldError('form', MESSAGES.formUnknown)]);
  return name as DefinedForm;
}

/** Whether a form has a layer at this kind of scope: a storefront form has none per group (its visitor has no group yet). */
export const hasScope = (form: DefinedForm, ref: ScopeRef): boolean => ref.scope !== 'group' || !isStorefrontForm(form);

/** 422 at `scope` for a scope the form has no layer at (hasScope). */
export function requireScope(form: DefinedForm, ref: ScopeRef): void {
  if (!hasScope(form, ref)) unprocessable([fieldError('scope', MESSAGES.scopeNotForForm)]);
}

const titleOf = (form: DefinedForm): string => (isWizardMessagesForm(form) ? WIZARD_MESSAGES_TITLE
  : (isStorefrontForm(form) ? STOREFRONT_FORM_TITLES[form] : WIZARD_TABS.find((tab) => tab.tab_name === form)?.title) ?? form);

/** A version as listed (no content). */
function versionSummary(version: FormVersion, activeId: string | null) {
  const { content: _content, id, ...rest } = version;
  return { ...rest, active: id === activeId, scheduled: version.effective_at.getTime() > versionClockNow() };
}

/** A scope as listed: its layer, id and (a group's) portal. */
type ScopeSummaryRow = ScopeRef & { portal_id: number | null };

/** Every form and scope, with the number of the active version, whether a draft or a schedule waits, and whether a new tab is retired there. */
export async function listForms(db: Kysely<Database>) {
  const [scopes, versions, drafts] = await Promise.all([
    listScopes(db),
    db.selectFrom('form_versions').select([
      'form', 'scope', 'scope_id', 'version', 'effective_at', sql<string | null>`content->'tab'->>'title'`.as('tab_title'),
      sql<boolean | null>`(content->'tab'->'retired')::boolean`.as('retired'),
    ]).execute(),
    db.selectFrom('form_drafts').select(['form', 'scope', 'scope_id', sql<string | null>`content->'tab'->>'title'`.as('tab_title')]).execute(),
  ]);
  const now = versionClockNow();
  const ownOf = (form: string, ref: ScopeRef) => versions.filter((v) => v.form === form && v.scope === ref.scope && v.scope_id === ref.scope_id);
  const activeOf = (form: string, ref: ScopeRef) => ownOf(form, ref).filter((v) => v.effective_at.getTime() <= now).sort((a, b) => b.version - a.version)[0];
  // A new tab is retired at a scope by its active version, else by the nearest scope below it whose active version says (as resolution stacks tab.retired).
  const retiredAt = (form: string, ref: ScopeSummaryRow): boolean => [
    ref, ...(ref.scope === 'group' && ref.portal_id !== null ? [{ scope: 'portal' as const, scope_id: ref.portal_id }] : []), { scope: 'default' as const, scope_id: 0 },
  ].map((at) => activeOf(form, at)?.retired).find((retired) => retired !== null && retired !== undefined) ?? false;
  const stateOf = (form: string, ref: ScopeSummaryRow) => {
    const own = ownOf(form, ref);
    return {
      form, scope: ref.scope, scope_id: ref.scope_id,
      active_version: activeOf(form, ref)?.version ?? null,
      scheduled: own.filter((v) => v.effective_at.getTime() > now).length,
      draft: drafts.some((d) => d.form === form && d.scope === ref.scope && d.scope_id === ref.scope_id),
      ...(isCustomTabName(form) && retiredAt(form, ref) && { retired: true }),
    };
  };
  // New tabs are listed once a draft or a version names them, titled as their newest version or draft titles them.
  const added = [...new Set([...versions, ...drafts].map((row) => row.form))].filter(isCustomTabName).sort();
  const forms: DefinedForm[] = [...ADMIN_FORMS, ...added];
  const newestTitle = (form: string) => [...versions].filter((v) => v.form === form && v.tab_title).sort((a, b) => b.version - a.version)[0]?.tab_title
    ?? drafts.find((d) => d.form === form && d.tab_title)?.tab_title;
  return {
    forms: forms.map((form) => ({ form, title: isCustomTabName(form) ? newestTitle(form) ?? form : titleOf(form) })),
    scopes,
    // A form is listed at the scopes it has (no group scope for a storefront form).
    states: forms.flatMap((form) => scopes.filter((scope) => hasScope(form, scope)).map((scope) => stateOf(form, scope))),
  };
}

/** One form at one scope: resolved with provenance, what is below the scope, the scope's own changes, its draft and versions. */
export async function formView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef) {
  const { summary, chain } = await findScope(db, ref);
  const [chainForm, below, draft, versions] = await Promise.all([
    resolveChain(db, form, chain), resolveChain(db, form, chain.slice(0, -1), { textsOf: chain }), findDraft(db, form, ref), listVersions(db, form, ref),
  ]);
  const activeId = chainForm.pins[ref.scope] ?? null;
  return {
    form, title: titleOf(form), scope: summary,
    resolved: chainForm.resolved,
    // What the scope's layer stacks on: a draft's live preview applies its content to this (adapters applyLayer).
    below: below.resolved,
    own: scopeContent(chainForm, ref.scope),
    draft: draft ?? null,
    versions: versions.map((version) => versionSummary(version, activeId)),
    // Health: the scope's questions, which the studio offers for a question's field.
    ...(isHealthForm(form) && { questions: await scopeQuestions(db, chain) }),
  };
}

/** The versions of a form at a scope, newest first, each marked active or scheduled (no content). */
export async function versionsView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef) {
  const { chain } = await findScope(db, ref);
  const [{ pins }, versions] = await Promise.all([resolveChain(db, form, chain), listVersions(db, form, ref)]);
  return versions.map((version) => versionSummary(version, pins[ref.scope] ?? null));
}

/** One version with its content; 422 when there is none. */
export async function versionView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, number: number): Promise<FormVersion> {
  await findScope(db, ref);
  const version = await findVersion(db, form, ref, number);
  if (!version) unprocessable([fieldError('version', MESSAGES.versionMissing)]);
  return version;
}

/** The content a diff side names: a version number, 'draft' or 'active'. */
async function sideContent(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, side: string): Promise<FormLayer> {
  if (side === 'draft') return (await requireDraft(db, form, ref)).content;
  if (side === 'active') return (await currentContent(db, form, ref)).content;
  return (await versionView(db, form, ref, Number(side))).content;
}

/** The scope's changes and the resolved forms of two sides, compared field by field. */
export async function diffView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, from: string, to: string) {
  const { chain } = await findScope(db, ref);
  const [a, b] = await Promise.all([sideContent(db, form, ref, from), sideContent(db, form, ref, to)]);
  const [resolvedA, resolvedB] = await Promise.all([
    resolveChain(db, form, chain, { replace: { scope: ref.scope, content: a } }),
    resolveChain(db, form, chain, { replace: { scope: ref.scope, content: b } }),
  ]);
  return { from, to, layer: diffLayers(a, b), resolved: diffResolved(resolvedA.resolved, resolvedB.resolved) };
}

/** `content` as the scope's layer, resolved on the layers below it, and the definitions get-form-fields-* would answer with it. */
export async function renderedView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, content: FormLayer) {
  const { chain } = await findScope(db, ref);
  const { resolved } = await resolveChain(db, form, chain, { replace: { scope: ref.scope, content } });
  return { resolved, definitions: fieldDefinitions(catalogOf(form), resolved) };
}

/** The draft resolved at its scope, and the definitions get-form-fields-* would answer with it. */
export async function previewView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef) {
  return renderedView(db, form, ref, (await requireDraft(db, form, ref)).content);
}

/**
 * One version resolved at its scope on today's layers below it (as the diff resolves its sides),
 * and its definitions: what the studio's compare renders. 422 when there is no such version.
 */
export async function versionFormView(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, number: number) {
  const { content } = await versionView(db, form, ref, number);
  return { version: number, ...(await renderedView(db, form, ref, content)) };
}
