import { memo, useCallback, useEffect, useMemo, useRef, type ReactElement } from 'react';
import type { FormField, FormValues, LookupOptions, MessageOverrides, TabForm } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { focusFirstInvalid, SchemaForm, useStructuralShare } from '../../engine';
import { structuralShare } from '../../engine/structuralShare';
import { useStepped, type Stepped } from '../../engine/useStepped';
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

/**
 * One block: rendered by an engine form of its own, again only when its fields, values or errors
 * change (memo). Its fields sit in a `<div>`: the blocks are parts of one form's rendering, and Next
 * (PreviewNext) judges them together.
 */
const Block = memo(function Block({ id, name, fields, lookups, messages, values, errors, onChange }: BlockProps) {
  const form = useMemo<TabForm>(() => ({ name, fields, lookups, messages }), [name, fields, lookups, messages]);
  const validation = useMemo(() => renderOnlyValidation(form), [form]);
  return <SchemaForm id={id} form={form} validation={validation} values={values} serverErrors={errors} onChange={onChange} onSubmit={() => {}} tagName="div" />;
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

/** What the blocks' elements are made of. */
interface GridInput {
  blocks: readonly FormField[][];
  slices: FormValues[];
  errors: FieldError[][];
  lookups: LookupOptions;
  messages: MessageOverrides | undefined;
  id: string;
  name: string;
  merge: (values: FormValues) => void;
}

/**
 * The blocks' elements, an unchanged block's the same element object as last render: React skips
 * such a child on identity alone, where a new element cost a memo compare of its props per block
 * (100 on a 300-field form) on every keystroke.
 */
function gridOf(now: GridInput, last: Stepped<GridInput, ReactElement[]> | null): ReactElement[] {
  const was = last?.input;
  const shared = was !== undefined && was.lookups === now.lookups && was.messages === now.messages && was.id === now.id && was.name === now.name && was.merge === now.merge;
  return now.blocks.map((fields, i) => {
    if (shared && last && i < last.value.length && was.blocks[i] === fields && was.slices[i] === now.slices[i] && was.errors[i] === now.errors[i]) return last.value[i];
    return <Block key={i} id={`${now.id}-${i}`} name={now.name} fields={fields} lookups={now.lookups} messages={now.messages} values={now.slices[i]} errors={now.errors[i]} onChange={now.merge} />;
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
  const gridInput = useMemo<GridInput>(() => ({ blocks, slices, errors, lookups, messages, id, name: form.name, merge }), [blocks, slices, errors, lookups, messages, id, form.name, merge]);
  const grid = useStepped(gridInput, (now, last: Stepped<GridInput, ReactElement[]> | null) => gridOf(now, last));
  const frame = useRef<HTMLDivElement>(null);
  // Each block focuses its own first invalid field; the whole form's first one wins (this effect runs after theirs).
  const errorsKey = serverErrors.length ? JSON.stringify(serverErrors) : '';
  useEffect(() => {
    if (errorsKey) focusFirstInvalid(frame.current);
  }, [errorsKey]);
  return (
    <div ref={frame} className="studio-preview__blocks">
      <div className="bs-grid">{grid}</div>
    </div>
  );
}
