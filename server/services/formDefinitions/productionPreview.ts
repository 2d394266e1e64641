/**
 * What the studio's preview of health and of the agreement renders with (issue 15): not a flat
 * list of the layer's fields but the tab as the wizard shows it, built by the same services the
 * wizard's calls use, with `content` (the draft, saved or as typed) in place of the scope's layer:
 * - health: the scope's questions as the definition asks them (get-health-questions-primary-health-info's
 *   `result`) and the hash of their form's schema, registered so the preview's Next validates
 *   with the precompiled module, as the wizard's step does;
 * - the agreement: the scope's texts as the definition words them, their hash, and
 *   get-form-fields-agreement-info's answer (the verification fields of a process, and the
 *   fields the draft adds to the tab with their validator and its message overrides), valued
 *   as the persona's enrollment would be (its process, broker, name, saved answer and added
 *   values), or as an applicant's with nothing saved when no one is chosen. The fields' rows
 *   and the group are the scope's: the preview shows this scope's form whoever's values fill it.
 * Nothing is written. A layer with problems is refused (422), as the preview's validate call does.
 */
import type { Kysely } from 'kysely';
import { buildHealthForm, formSchema, withAgreementTexts } from '../../../adapters';
import type { AgreementFieldsData, AgreementText, FieldDefinition, HealthQuestionSet } from '../../../schemas/api/types';
import type { Eprocess } from '../../../schemas/enrollee';
import { AGREEMENT_FORM, isAgreementForm } from '../../../schemas/forms/agreementForm';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { HEALTH_FORM, isHealthForm } from '../../../schemas/forms/healthForm';
import { MESSAGES } from '../../../schemas/messages';
import { chainAgreementTexts } from '../../db/queries/agreements';
import type { Enrollment } from '../../db/queries/enrollments';
import type { Database } from '../../db/types';
import { fieldError, unprocessable } from '../../http';
import { agreementFieldsAnswer } from '../agreement/added';
import { textsHash } from '../agreement/texts';
import { healthQuestionsFor } from '../health';
import type { Services } from '../index';
import { maskPayload } from '../sealing';
import { resolveChain } from './layers';
import { listPersonas, type PersonaCodes } from './personas';
import { checkContent } from './publish';
import { findScope } from './scopes';

/** The process an agreement preview without a persona is shown for (the applicant's own enrollment). */
export const PREVIEW_EPROCESS: Eprocess = 'applicant';

/** Health as the wizard's step would get it with the draft. */
export interface HealthRendering { result: HealthQuestionSet; validator: string }

/**
 * The agreement as the wizard's step would get it with the draft: its texts and get-form-fields-agreement-info's
 * answer (`added`: the fields the draft adds with their validator; `messages`: the draft's overrides, when it has them).
 */
export interface AgreementRendering extends Pick<AgreementFieldsData, 'added' | 'messages'> {
  texts: AgreementText[]; hash: string; fields: FieldDefinition[]; eprocess: Eprocess;
}

/** The preview's production data of a form; empty for a form the engine renders from its definitions alone. */
export type ProductionRendering = { health?: HealthRendering; agreement?: AgreementRendering };

type PreviewServices = Pick<Services, 'forms' | 'cipher'> & { codes: PersonaCodes };

/** The persona's enrollment (422 at `persona` for any enrollment that is not one of the scope's personas). */
async function personaEnrollment(db: Kysely<Database>, codes: PersonaCodes, ref: ScopeRef, id: string): Promise<Enrollment> {
  const listed = (await listPersonas(db, codes, ref)).some((p) => p.id === id);
  const row = listed ? await db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) unprocessable([fieldError('persona', MESSAGES.personaUnknown)]);
  return row;
}

/**
 * The enrollment the agreement's fields are valued for: the persona's (its process, broker, name,
 * saved answer) or an applicant's with nothing saved, placed at the scope's portal and group.
 */
function agreementEnrollment(persona: Enrollment | null, portalId: number, groupId: number | null): Enrollment {
  const none = { eprocess: PREVIEW_EPROCESS, agent_id: null, primary_info: null, aggrement_info: null };
  return { ...(persona ?? none), portal_id: portalId, group_id: groupId } as Enrollment;
}

/** The production data `form` renders with, `content` as the scope's layer, valued for the persona (if any). See the file comment. */
export async function productionPreview(
  db: Kysely<Database>, services: PreviewServices, form: DefinedForm, ref: ScopeRef, content: FormLayer, personaId?: string,
): Promise<ProductionRendering> {
  if (!isHealthForm(form) && !isAgreementForm(form)) return {};
  const problems = await checkContent(db, form, ref, content);
  if (problems.length > 0) unprocessable(problems);
  const { summary, chain } = await findScope(db, ref);
  const persona = personaId ? await personaEnrollment(db, services.codes, ref, personaId) : null;
  // The default scope has no portal: 0 names none, so only the default's rows answer (as scopeQuestions reads them).
  const portalId = summary.portal_id ?? 0;
  const groupId = ref.scope === 'group' ? ref.scope_id : null;
  const definition = resolveChain(db, isHealthForm(form) ? HEALTH_FORM : AGREEMENT_FORM, chain, { replace: { scope: ref.scope, content } });
  if (isHealthForm(form)) {
    const result = await healthQuestionsFor(db, 'primary', { portalId, groupId }, definition);
    return { health: { result, validator: await services.forms.register(formSchema(buildHealthForm(result))) } };
  }
  const enrollment = agreementEnrollment(persona, portalId, groupId);
  // Like every read-only view, the persona's values leave the server masked (the added fields' as saved, sealed).
  const [rows, { resolved }, { result: fields, ...added }] = await Promise.all([
    chainAgreementTexts(db, chain), definition, agreementFieldsAnswer(db, services, enrollment, definition, true),
  ]);
  const texts = withAgreementTexts(rows, resolved);
  const masked = fields.map((field) => ({ ...field, value: maskPayload({ [field.field_name]: field.value }, services.cipher)[field.field_name] }));
  return { agreement: { texts, hash: textsHash(texts), fields: masked as FieldDefinition[], eprocess: enrollment.eprocess, ...added } };
}
