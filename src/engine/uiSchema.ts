import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { translatedUiSchema, uiSchemaFor, type TabForm, type UiSchema } from '../../adapters';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { translateText } from '../../schemas/i18n/localizable';
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

/**
 * The uiSchema a form shows in `language`: every text of the form (labels, help, placeholders,
 * sections, options, a list's row title and add label) by its English text in the language's
 * dictionary (schemas/i18n). The schema stays the validator's own (adapters/translateUi.ts says
 * why). English is the uiSchema given, the same object.
 */
export function shownUiSchema(schema: RJSFSchema, uiSchema: RjsfUiSchema, language: Language): RjsfUiSchema {
  if (language === DEFAULT_LANGUAGE) return uiSchema;
  return translatedUiSchema(schema as Record<string, unknown>, uiSchema, (text) => translateText(text, language)) as RjsfUiSchema;
}
