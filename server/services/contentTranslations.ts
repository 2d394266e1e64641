/**
 * Staff write the Spanish of the store's content in the form studio (issue 18): one text at a
 * time, only a text some content row uses now, checked as the studio checks it
 * (adapters/contentTranslationCheck.ts). Written and audited in one transaction: the audit row
 * goes into form_audit, the studio's one append-only log (action 'content.translate', form
 * CONTENT_AUDIT_FORM at the Default scope, the change as a translation diff: the English, the
 * Spanish before and after), so the studio's audit log lists it beside the forms' changes.
 * No cache stands between this write and the store: services/contentLanguage.ts reads the
 * table on each answer.
 */
import type { Kysely } from 'kysely';
import { CONTENT_SOURCE_TARGET, contentTranslationErrors } from '../../adapters/contentTranslationCheck';
import { CONTENT_AUDIT_FORM } from '../../schemas/api/adminContentTranslations';
import { MESSAGES } from '../../schemas/messages';
import { appendAudit } from '../db/queries/formAudit';
import { translationsOf, writeTranslation } from '../db/queries/contentTranslations';
import { isContentText } from '../db/queries/contentTexts';
import type { Database } from '../db/types';
import { fieldError, unprocessable } from '../http';

/** The language staff translate the content into (content_translations allows only it). */
export const CONTENT_LANGUAGE_WRITTEN = 'es';

/** Writes `translation` as the Spanish of `source` for `actor` (the signed-in staff member); 422 with field-level messages. */
export async function writeContentTranslation(
  db: Kysely<Database>, actor: string, entry: { source: string; translation: string },
): Promise<{ source: string; translation: string }> {
  const { source, translation } = entry;
  const errors = contentTranslationErrors(source, translation);
  if (errors.length > 0) unprocessable(errors);
  await db.transaction().execute(async (trx) => {
    if (!(await isContentText(trx, source))) unprocessable([fieldError(CONTENT_SOURCE_TARGET, MESSAGES.contentSourceUnknown)]);
    const before = (await translationsOf(trx, CONTENT_LANGUAGE_WRITTEN, [source])).get(source) ?? null;
    if (before === translation) return;
    await writeTranslation(trx, { language: CONTENT_LANGUAGE_WRITTEN, source, translation, updatedBy: actor });
    await appendAudit(trx, {
      actor, action: 'content.translate', form: CONTENT_AUDIT_FORM, ref: { scope: 'default', scope_id: 0 }, version: null, reason: null,
      diff: [{ kind: 'translation', prop: `${CONTENT_LANGUAGE_WRITTEN}: ${source}`, before, after: translation }],
    });
  });
  return { source, translation };
}
