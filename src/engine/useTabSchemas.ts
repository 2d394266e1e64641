import { useState } from 'react';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { jsonSchemaFor, uiSchemaFor, visibleFields } from '../../adapters';
import type { FormValues, TabForm, UiSchema } from '../../adapters';
import { registry } from './registry';

/**
 * Stands in for an empty answer while the schema is built, so every visible field gets its
 * full rules (pattern, format, options). The engine leaves empty answers out of RJSF's data
 * (see toFormData), so presence is still checked by `required`. No visibility rule equals it.
 */
const FILLED = '\u0000filled';

function withEveryFieldFilled(form: TabForm, values: FormValues, visible: string[]): FormValues {
  const filled: FormValues = { ...values };
  for (const field of form.fields) {
    const value = values[field.name];
    const empty = value === undefined || value.length === 0;
    if (empty && visible.includes(field.name)) filled[field.name] = field.spec.schema.type === 'array' ? [FILLED] : FILLED;
  }
  return filled;
}

/**
 * A widget name the registry lacks (a server hint ahead of the frontend) would make RJSF
 * throw; such a field renders as text instead, never crashing the tab.
 */
function withKnownWidgets(uiSchema: UiSchema): UiSchema {
  const safe: UiSchema = { ...uiSchema };
  for (const [name, entry] of Object.entries(uiSchema)) {
    const widget = (entry as Record<string, unknown> | null)?.['ui:widget'];
    if (typeof widget === 'string' && !(widget in registry.widgets)) safe[name] = { ...(entry as object), 'ui:widget': 'text' };
  }
  return safe;
}

/** The RJSF schema and uiSchema of a tab. */
export interface TabSchemas {
  schema: RJSFSchema;
  uiSchema: RjsfUiSchema;
}

function buildSchemas(form: TabForm, values: FormValues, visible: string[]): TabSchemas {
  const filled = withEveryFieldFilled(form, values, visible);
  return {
    schema: jsonSchemaFor(form, filled) as RJSFSchema,
    uiSchema: withKnownWidgets(uiSchemaFor(form, filled)) as RjsfUiSchema,
  };
}

/**
 * schema = jsonSchemaFor(form, values) and uiSchema = uiSchemaFor(form, values), rebuilt only
 * when the form or the set of visible fields changes, not on every committed value: a new
 * schema makes RJSF re-derive the whole form.
 */
export function useTabSchemas(form: TabForm, values: FormValues): TabSchemas {
  const visible = visibleFields(form, values).map((field) => field.name);
  const key = visible.join('\n');
  const [cache, setCache] = useState(() => ({ form, key, schemas: buildSchemas(form, values, visible) }));
  if (cache.form === form && cache.key === key) return cache.schemas;
  const next = { form, key, schemas: buildSchemas(form, values, visible) };
  setCache(next);
  return next.schemas;
}
