import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { FormField, FormValues, LookupOptions, MessageOverrides, TabForm } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { focusFirstInvalid, SchemaForm, useStructuralShare } from '../../engine';
import { structuralShare } from '../../engine/structuralShare';
import { useStepped, type Stepped } from '../shell/useStepped';
import { nextBlocks } from './previewBlocks';
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

/** No errors: one array for every block, so a block without any keeps its props. */
const NO_ERRORS: FieldError[] = [];

/** The server's errors per block; an error at a field no block holds goes to the first block, as the one form would take it. */
function errorsOf(blocks: readonly FormField[][], serverErrors: readonly FieldError[]): FieldError[][] {
  if (serverErrors.length === 0) return blocks.map(() => NO_ERRORS);
  const names = blocks.map((fields) => new Set(fields.map((f) => f.name)));
  return names.map((own, i) => serverErrors.filter((e) => own.has(fieldOf(e)) || (i === 0 && !names.some((n) => n.has(fieldOf(e))))));
}

/** What the blocks' parts of the values are taken from. */
interface SliceInput { blocks: readonly FormField[][]; values: FormValues }

/** Each block's part of `values`: taken again only for a changed block or changed values, and an equal part keeps its object. */
function slicesOf({ blocks, values }: SliceInput, last: Stepped<SliceInput, FormValues[]> | null): FormValues[] {
  return blocks.map((fields, i) => {
    const kept = last?.value[i];
    if (kept && last.input.values === values && last.input.blocks[i] === fields) return kept;
    const fresh = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
    return kept ? structuralShare(kept, fresh) : fresh;
  });
}

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
  // Each worked out from the last render's (useStepped), so an edit of one field costs one block, not 300 fields.
  const blocks = useStepped(form.fields, (fields, last: Stepped<readonly FormField[], FormField[][]> | null) => nextBlocks(last && { fields: last.input, blocks: last.value }, fields));
  const lookups = useStructuralShare(form.lookups);
  const messages = useStructuralShare(form.messages);
  const sliceInput = useMemo(() => ({ blocks, values }), [blocks, values]);
  const slices = useStepped(sliceInput, (input, last: Stepped<SliceInput, FormValues[]> | null) => slicesOf(input, last));
  const errors = useStructuralShare(useMemo(() => errorsOf(blocks, serverErrors), [blocks, serverErrors]));
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
