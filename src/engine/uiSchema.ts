import type { UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { uiSchemaFor, type TabForm, type UiSchema } from '../../adapters';
import { registry } from './registry';

/**
 * A widget name the registry lacks (a server hint ahead of the frontend) would make RJSF
 * throw; such a field renders as text instead, never crashing the form. Applies inside
 * groups and list rows too (a fixed list's `items` is an array of its rows' uiSchemas).
 */
function withKnownWidgets(ui: UiSchema): UiSchema {
  const safe: UiSchema = { ...ui };
  for (const [name, entry] of Object.entries(ui)) {
    if (!entry || typeof entry !== 'object') continue;
    if (Array.isArray(entry)) {
      safe[name] = entry.map((row: unknown) => (row && typeof row === 'object' && !Array.isArray(row) ? withKnownWidgets(row as UiSchema) : row));
      continue;
    }
    const nested = withKnownWidgets(entry as UiSchema);
    const widget = nested['ui:widget'];
    safe[name] = typeof widget === 'string' && !(widget in registry.widgets) ? { ...nested, 'ui:widget': 'text' } : nested;
  }
  return safe;
}

/** The uiSchema the engine renders a form with (the adapters' static uiSchema, widgets checked). */
export function engineUiSchema(form: TabForm): RjsfUiSchema {
  return withKnownWidgets(uiSchemaFor(form)) as RjsfUiSchema;
}
