/**
 * The studio's "Preview as" (issue 15): the demo enrollments a draft may be previewed as, and one
 * persona's saved values of one form. Privacy: a persona is only ever one of the seeded demo
 * world's enrollments (schemas/demo/enrollments.ts, their fixed ids: fictional people), never an
 * enrollee's record, whatever id a caller names; and like every read-only view its values leave
 * the server with each SSN and account number masked (sealing.maskPayload; docs/security.md).
 */
import type { Kysely } from 'kysely';
import type { Payload } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import { isHealthForm } from '../../../schemas/forms/healthForm';
import { isStorefrontForm } from '../../../schemas/forms/storefrontForms';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { ScopeRef } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { FORM_TABS, type FormTab } from '../../../schemas/tabs';
import type { Enrollment } from '../../db/queries/enrollments';
import { tabDocuments } from '../../db/queries/tabDocuments';
import type { Database } from '../../db/types';
import { fieldError, unprocessable } from '../../http';
import type { FieldCipher } from '../crypto';
import { maskPayload } from '../sealing';
import { serverValues } from '../tabForms';
import { findScope } from './scopes';

/** The demo world's codes by enrollment id (AppConfig.previewPersonas): only these enrollments are personas. */
export type PersonaCodes = Readonly<Record<string, string>>;

/** A persona as the studio lists it. */
export interface Persona { id: string; code: string; name: string; portal_id: number; group_id: number | null }

type PersonaRow = Pick<Enrollment, 'id' | 'portal_id' | 'group_id' | 'primary_info'>;

/** The persona of a row: its demo code, and the fictional name saved on its personal info. */
function personaOf(row: PersonaRow, codes: PersonaCodes): Persona {
  const info = (row.primary_info ?? {}) as Payload;
  const name = [info.first_name, info.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return { id: row.id, code: codes[row.id] ?? '', name, portal_id: row.portal_id, group_id: row.group_id };
}

/**
 * The personas of a scope: the demo enrollments of its portal (the default's: all of them), those
 * of the scope's own group first. A group's form is shown to its portal's people's kind of
 * records, and a group may have no demo enrollment of its own (2512 Summit Schools has none).
 */
export async function listPersonas(db: Kysely<Database>, codes: PersonaCodes, ref: ScopeRef): Promise<Persona[]> {
  const { summary } = await findScope(db, ref);
  const ids = Object.keys(codes);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('enrollments').select(['id', 'portal_id', 'group_id', 'primary_info']).where('id', 'in', ids).execute();
  const own = (persona: Persona) => (ref.scope === 'group' && persona.group_id === ref.scope_id ? 0 : 1);
  return rows
    .filter((row) => summary.portal_id === null || row.portal_id === summary.portal_id)
    .map((row) => personaOf(row, codes))
    .sort((a, b) => own(a) - own(b) || a.code.localeCompare(b.code));
}

/** The first item of a saved list (`{ beneficiaries: [...] }`), which a list's item form is previewed with. */
function firstItem(saved: unknown, list: string, inner?: string): Payload {
  const items = (saved as Record<string, unknown> | null)?.[list];
  const item = Array.isArray(items) ? (items[0] as Payload | undefined) : undefined;
  return ((inner ? item?.[inner] : item) ?? {}) as Payload;
}

/** The agreements a saved agreement checked and the texts' hash they were checked on. */
function agreementChoices(saved: unknown): Payload {
  const { accepted_agreements, agreement_hash } = (saved ?? {}) as Payload;
  return { accepted_agreements: Array.isArray(accepted_agreements) ? accepted_agreements : [], agreement_hash: typeof agreement_hash === 'string' ? agreement_hash : '' };
}

/** What an enrollment saved for `form`, still sealed: a tab's column (with its prefills) or a new tab's document, a list's first item, billing's payment, health's answers, the agreement's checked texts, a storefront form's shopping filter. */
async function savedValues(db: Kysely<Database>, enrollment: Enrollment, form: DefinedForm): Promise<Payload> {
  if ((FORM_TABS as string[]).includes(form)) return serverValues(enrollment, form as FormTab);
  // Health: the saved answers (the preview reads them as the wizard's step does, healthValues).
  if (isHealthForm(form)) return (enrollment.health_info ?? {}) as Payload;
  // The agreement: which agreements were checked, on which texts; never a signature (the fields' own values: productionPreview.ts).
  if (isAgreementForm(form)) return agreementChoices(enrollment.aggrement_info);
  // A storefront form: what the persona shopped with (the quote's zip, date of birth, gender and tier).
  if (isStorefrontForm(form)) return (enrollment.filter_info ?? {}) as Payload;
  if (!(form in CATALOG)) return (await tabDocuments(db, enrollment.id)).get(form)?.values ?? {};
  if (form === 'beneficiary_info') return firstItem(enrollment.benificiary_info, 'beneficiaries');
  if (form === 'dependent_info') return firstItem(enrollment.dependent_info, 'dependents', 'primary_info');
  return (enrollment.payment_info ?? {}) as Payload;
}

/** One persona of the scope and its values of `form`, secrets masked; 422 for any enrollment that is not one of the scope's personas. */
export async function personaValues(db: Kysely<Database>, services: { cipher: FieldCipher; codes: PersonaCodes }, form: DefinedForm, ref: ScopeRef, id: string) {
  const persona = (await listPersonas(db, services.codes, ref)).find((p) => p.id === id);
  const enrollment = persona && (await db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst());
  if (!persona || !enrollment) return unprocessable([fieldError('persona', MESSAGES.personaUnknown)]);
  return { persona, values: maskPayload(await savedValues(db, enrollment, form), services.cipher) };
}
