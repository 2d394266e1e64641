/**
 * The agreement texts an enrollment is shown (get-agreement-texts) and their hash: sha256 of the
 * texts exactly as served, in order. A save names the hash it was shown, so an agreement signed
 * while staff changed the texts is refused, and the evidence stores the texts with the same hash.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AgreementText } from '../../../schemas/api/types';
import { withAgreementTexts } from '../../../adapters';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import type { ResolvedForm } from '../../../schemas/forms/definition';
import type { Enrollment } from '../../db/queries/enrollments';
import { chainAgreementTexts } from '../../db/queries/agreements';
import type { Database } from '../../db/types';
import { enrollmentForm } from '../formDefinitions/enrollmentForm';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { translateText } from '../../../schemas/i18n/localizable';
import { scopeChain } from '../formDefinitions/layers';

/** The texts with their hash. */
export interface ShownTexts { result: AgreementText[]; hash: string }

/** The texts as the JSON text that is hashed and kept: an array of {id, text_head, text_body, text_required}, in display order. */
export function textsJson(texts: readonly AgreementText[]): string {
  return JSON.stringify(texts.map(({ id, text_head, text_body, text_required }) => ({ id, text_head, text_body, text_required })));
}

/** sha256 (hex) of the texts' JSON text. */
export function textsHash(texts: readonly AgreementText[]): string {
  return createHash('sha256').update(textsJson(texts)).digest('hex');
}

/**
 * The texts in the enrollment's language (issue 18), by their English text (schemas/i18n/es): what
 * is shown is what is hashed and kept as evidence, so an applicant who reads Spanish signs the
 * Spanish. A text a form definition rewords says its definition's translation (withAgreementTexts);
 * any other is found by its English text; one with neither (a portal's own wording) stays as it is.
 */
function inLanguage(texts: AgreementText[], language: Language): AgreementText[] {
  if (language === DEFAULT_LANGUAGE) return texts;
  const say = (text: string) => translateText(text, language);
  return texts.map((text) => ({ ...text, text_head: say(text.text_head), text_body: say(text.text_body), text_required: say(text.text_required) }));
}

/**
 * The enrollment's agreement texts (by group, portal, default) as its scopes' agreement definition
 * words them (pinned since its checkout or its save: schemas/forms/agreementForm.ts; a publish's
 * dry run passes the draft's as `definition`), and their hash.
 */
export async function agreementTexts(db: Kysely<Database>, enrollment: Enrollment, definition?: Promise<ResolvedForm>): Promise<ShownTexts> {
  const [texts, resolved] = await Promise.all([
    chainAgreementTexts(db, scopeChain(enrollment.portal_id, enrollment.group_id)),
    definition ?? enrollmentForm(db, enrollment, AGREEMENT_FORM),
  ]);
  const language = enrollment.language;
  const result = inLanguage(withAgreementTexts(texts, resolved, language === DEFAULT_LANGUAGE ? undefined : language), language);
  return { result, hash: textsHash(result) };
}
