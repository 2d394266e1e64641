import { useMemo } from 'react';
import { buildForm, initialValues, type TabForm } from '../../../adapters';
import type { VersionFormData } from '../../../schemas/api/adminTypes';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import { SchemaForm } from '../../engine';
import { renderOnlyValidation } from '../preview/renderOnly';
import { T } from '../text';

/** The form with each changed field's label marked in words (not by colour alone). */
function markChanged(form: TabForm, changed: ReadonlySet<string>): TabForm {
  return {
    ...form,
    fields: form.fields.map((field) => (changed.has(field.name) ? { ...field, spec: { ...field.spec, title: `${field.spec.title} (${T.changedMark})` } } : field)),
  };
}

const ignore = () => undefined;

export interface RenderedVersionProps { formName: DefinedForm; data: VersionFormData; changed: ReadonlySet<string>; side: 'from' | 'to' }

/** One version as the enrollee's app renders it (production engine and widgets), every field read-only, changed fields marked. */
export function RenderedVersion({ formName, data, changed, side }: RenderedVersionProps) {
  const defs = useMemo(() => data.definitions.map((def) => ({ ...def, read_only: true })), [data]);
  const form = useMemo(() => markChanged(buildForm(formName, catalogOf(formName), defs), changed), [formName, defs, changed]);
  const validation = useMemo(() => renderOnlyValidation(form), [form]);
  const values = useMemo(() => initialValues(form, defs), [form, defs]);
  const title = `studio-compare-${side}-title`;
  return (
    <section className="studio-compare-form" aria-labelledby={title} data-testid={`studio-compare-${side}`}>
      <h4 id={title}>{T.version} {data.version}</h4>
      <SchemaForm id={`studio-compare-${side}-form`} idPrefix={`compare_${side}`} form={form} validation={validation} values={values} onChange={ignore} onSubmit={ignore} />
    </section>
  );
}
