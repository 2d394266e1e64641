import { apiPut } from './client';

/** PUT admin/content-translations {source, translation}: writes one content text's Spanish (422 with field errors at source or translation). */
export function adminWriteContentTranslation(body: { source: string; translation: string }): Promise<{ source: string; translation: string }> {
  return apiPut('admin/content-translations', body);
}
