import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { FormField, FormValues, LookupOptions, MessageOverrides, TabForm } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { focusFirstInvalid, SchemaForm, useStructuralShare } from '../../engine';
import { previewBlocks } from './previewBlocks';
import { renderOnlyValidation } from './renderOnly';

/** One block's part of the values and of the server's errors. */
interface BlockProps {
  id: string;
  name: string;
  fields: FormField[];
  lookups: LookupOptions;
  messages: MessageOverrides | undefined;
  values: FormValues;
  errors: FieldError[];
  onChange: (values: FormValues) => void;
}

/** One block: a form of its own, rendered again only when its fields, values or errors change (memo). */
const Block = memo(function Block({ id, name, fields, lookups, messages, values, errors, onChange }: BlockProps) {
  const form = useMemo<TabForm>(() => ({ name, fields, lookups, messages }), [name, fields, lookups, messages]);
  const validation = useMemo(() => renderOnlyValidation(form), [form]);
  return <SchemaForm id={id} form={form} validation={validation} values={values} serverErrors={errors} onChange={onChange} onSubmit={() => {}} />;
});

/** The field a server error is at: the first step of its dotted path. */
const fieldOf = (error: FieldError) => error.target_element.split('.')[0];

/** Props of the blocked form: the whole form, its values and the server's errors, as one form would take them. */
export interface BlockedFormProps {
  id: string;
  form: TabForm;
  values: FormValues;
  serverErrors: FieldError[];
  /** The whole form's values after an edit in any block. */
  onChange: (update: (values: FormValues) => FormValues) => void;
}

/**
 * The unsaved draft as the production engine renders it, cut into blocks (previewBlocks.ts) laid
 * out as the one form's grid, so an edit in the editor re-renders only the block of the field it
 * changed. Each block keeps its identity while its fields, values and errors are deeply equal.
 */
export function BlockedForm({ id, form, values, serverErrors, onChange }: BlockedFormProps) {
  const blocks = useStructuralShare(useMemo(() => previewBlocks(form.fields), [form.fields]));
  const lookups = useStructuralShare(form.lookups);
  const messages = useStructuralShare(form.messages);
  const names = useMemo(() => blocks.map((fields) => new Set(fields.map((f) => f.name))), [blocks]);
  const slices = useStructuralShare(useMemo(() => blocks.map((fields) => Object.fromEntries(fields.map((f) => [f.name, values[f.name]]))), [blocks, values]));
  // An error at a field no block holds goes to the first block, as the one form would take it.
  const errors = useStructuralShare(useMemo(() => names.map((own, i) => serverErrors.filter((e) => own.has(fieldOf(e)) || (i === 0 && !names.some((n) => n.has(fieldOf(e)))))), [names, serverErrors]));
  const merge = useCallback((part: FormValues) => onChange((all) => ({ ...all, ...part })), [onChange]);
  const frame = useRef<HTMLDivElement>(null);
  // Each block focuses its own first invalid field; the whole form's first one wins (this effect runs after theirs).
  const errorsKey = serverErrors.length ? JSON.stringify(serverErrors) : '';
  useEffect(() => {
    if (errorsKey) focusFirstInvalid(frame.current);
  }, [errorsKey]);
  return (
    <div ref={frame} className="studio-preview__blocks">
      <div className="bs-grid">
        {blocks.map((fields, i) => (
          <Block key={i} id={`${id}-${i}`} name={form.name} fields={fields} lookups={lookups} messages={messages} values={slices[i]} errors={errors[i]} onChange={merge} />
        ))}
      </div>
    </div>
  );
}
