import type { ProductionRenderingData } from '../../schemas/api/adminTypes';
import type { FormLayer } from '../../schemas/forms/definition';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/**
 * POST …/draft/render: what the wizard's health or agreement step would get with `content` as the
 * scope's layer, valued for the persona (a demo enrollment's id) when one is given. Nothing is written.
 */
export function adminRenderPreview(target: FormScope, content: FormLayer, persona?: string): Promise<ProductionRenderingData> {
  return apiPost<ProductionRenderingData>(adminFormPath(target, '/draft/render'), { content, ...(persona && { persona }) });
}
