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
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../schemas/i18n/language';
import { inLanguage } from '../contentLanguage';
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

/** The texts of an agreement a person reads. */
const TEXT_FIELDS = ['text_head', 'text_body', 'text_required'] as const;

/**
 * The texts in the enrollment's language (issue 18): what is shown is what is hashed and kept as
 * evidence, so an applicant who reads Spanish signs the Spanish. A text a form definition rewords
 * says its definition's translation (withAgreementTexts in the language, against the English);
 * any other is the store's content, found by its English text in content_translations. An
 * agreement is wholly in the language or wholly English (a portal's own wording nobody
 * translated), and says which (content_lang).
 */
async function inEnrollmentLanguage(
  db: Kysely<Database>, texts: readonly AgreementText[], resolved: ResolvedForm, language: Language,
): Promise<(AgreementText & { content_lang: Language })[]> {
  const english = withAgreementTexts(texts, resolved);
  if (language === DEFAULT_LANGUAGE) return english.map((text) => ({ ...text, content_lang: DEFAULT_LANGUAGE }));
  const defined = withAgreementTexts(texts, resolved, language);
  // The English texts the definition did not translate: the store's content, one query for them all.
  const untranslated = (index: number) => TEXT_FIELDS.filter((field) => defined[index][field] === english[index][field] && (english[index][field] ?? '').trim() !== '');
  const rows = english.map((text, index) => Object.fromEntries(untranslated(index).map((field) => [field, text[field]])) as Partial<AgreementText>);
  const translated = await inLanguage(db, language, rows, [...TEXT_FIELDS]);
  return defined.map((text, index) => translated[index].content_lang === language
    ? { ...text, ...translated[index] }
    : { ...english[index], content_lang: DEFAULT_LANGUAGE });
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
  const result = await inEnrollmentLanguage(db, texts, resolved, enrollment.language);
  return { result, hash: textsHash(result) };
}

/**
 * The texts an agreement named by `hash` was read in: `shown` (the enrollment's language's) when
 * its hash is that, else the texts in another of our languages whose hash is (a page that read them
 * before its language switched: the same agreements, said in the language its reader chose),
 * else `shown` (the texts changed).
 */
export async function textsRead(db: Kysely<Database>, enrollment: Enrollment, shown: ShownTexts, hash: string): Promise<ShownTexts> {
  if (shown.hash === hash || !/^[0-9a-f]{64}$/.test(hash)) return shown;
  for (const language of LANGUAGES) {
    if (language === enrollment.language) continue;
    const other = await agreementTexts(db, { ...enrollment, language });
    if (other.hash === hash) return other;
  }
  return shown;
}
