import type { ContentTextsData, ContentTextsQueryData } from '../../schemas/api/adminTypes';
import { apiGet } from './client';

/** GET admin/content-translations?missing=&q=&offset=: a page of the store's content texts with their Spanish, the untranslated first. */
export function adminContentTexts(query: ContentTextsQueryData): Promise<ContentTextsData> {
  return apiGet<ContentTextsData>('admin/content-translations', { ...query });
}
