import type { DraftData } from '../../schemas/api/adminTypes';
import type { FormLayer } from '../../schemas/forms/definition';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPut } from './client';

/** PUT …/draft {content, revision}: saves over the revision read (409 when someone saved since). */
export function adminSaveDraft(target: FormScope, content: FormLayer, revision: number): Promise<DraftData> {
  return apiPut<DraftData>(adminFormPath(target, '/draft'), { content, revision });
}
