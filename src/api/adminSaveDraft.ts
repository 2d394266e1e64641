import type { DefinitionChangeData, DraftData } from '../../schemas/api/adminTypes';
import type { FormLayer } from '../../schemas/forms/definition';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPut } from './client';

/** A save's answer: the draft as saved, and the others' changes merged under it (null when none was needed). */
export type SavedDraftData = DraftData & { merged: DefinitionChangeData[] | null };

/**
 * PUT …/draft {content, revision, base}: saves over the revision read; when someone saved since,
 * the server merges property by property from `base` (the content as read), or answers 409 with
 * the properties both changed.
 */
export function adminSaveDraft(target: FormScope, save: { content: FormLayer; revision: number; base: FormLayer }): Promise<SavedDraftData> {
  return apiPut<SavedDraftData>(adminFormPath(target, '/draft'), save);
}
