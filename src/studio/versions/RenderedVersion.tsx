import { useMemo } from 'react';
import { buildForm, initialValues } from '../../../adapters';
import type { VersionFormData } from '../../../schemas/api/adminTypes';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import { SchemaForm } from '../../engine';
import { renderOnlyValidation } from '../preview/renderOnly';
import { markChanged } from './changedMarks';
import type { CompareSideName } from './CompareSide';

const ignore = () => undefined;

export interface RenderedVersionProps { formName: DefinedForm; data: VersionFormData; changed: ReadonlySet<string>; side: CompareSideName }

/** One version as the enrollee's app renders it (production engine and widgets), every field read-only, changed fields marked. */
export function RenderedVersion({ formName, data, changed, side }: RenderedVersionProps) {
  const defs = useMemo(() => data.definitions.map((def) => ({ ...def, read_only: true })), [data]);
  const form = useMemo(() => markChanged(buildForm(formName, catalogOf(formName), defs), changed), [formName, defs, changed]);
  const validation = useMemo(() => renderOnlyValidation(form), [form]);
  const values = useMemo(() => initialValues(form, defs), [form, defs]);
  return <SchemaForm id={`studio-compare-${side}-form`} idPrefix={`compare_${side}`} form={form} validation={validation} values={values} onChange={ignore} onSubmit={ignore} />;
}
