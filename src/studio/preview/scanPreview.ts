/**
 * Check's accessibility scan of the preview (issue 15): axe (the engine the e2e journeys run)
 * over the rendered draft as the preview shows it (its persona, its width), loaded only when
 * Check is pressed (a chunk of its own). A serious or critical violation is a problem of the
 * draft, as the journeys fail on them: one per rule, at `preview.<rule>`, saying how many elements.
 */
import type { FieldError } from '../../../schemas/api/types';
import { T } from '../text';

/** The impacts Check lists (the e2e journeys' bar: axe 0 serious). */
const LISTED = new Set(['serious', 'critical']);

/** The preview's serious and critical accessibility problems (none when no preview is shown). */
export async function scanPreview(root: Element | null = document.querySelector('[data-testid="studio-preview"]')): Promise<FieldError[]> {
  if (!root) return [];
  const { default: axe } = await import('axe-core');
  const { violations } = await axe.run(root, { resultTypes: ['violations'] });
  return violations.filter((v) => LISTED.has(v.impact ?? '')).map((v) => ({
    target_element: `preview.${v.id}`,
    error_message: `${T.checkA11y}: ${v.help} (${v.nodes.length})`,
  }));
}
