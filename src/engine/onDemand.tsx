/**
 * The engine for pages that show its forms only now and then (the shop's dialogs, the plan
 * detail's question panels): the same SchemaForm and loadFormValidator as the engine's index,
 * whose code (RJSF, its utilities and the validator runtime, about 100 kB gzipped) loads when a
 * form first renders or a validator is first asked for, not with the page (issue 17: the plan
 * detail and the cart loaded it before their first paint). The wizard imports the engine as is.
 */
import { lazy, Suspense } from 'react';
import type { FormValidator } from './formValidator';
import type { SchemaFormProps } from './SchemaForm';

export type { FormValidator } from './formValidator';

const SchemaFormCode = lazy(() => import('./SchemaForm').then((m) => ({ default: m.SchemaForm })));

/** The engine's form, rendered once its code has loaded (nothing until then: a dialog's own frame shows meanwhile). */
export function SchemaForm(props: SchemaFormProps) {
  return <Suspense fallback={null}><SchemaFormCode {...props} /></Suspense>;
}

/** A form's validator module by its content hash, with the validator's own code loaded first. */
export async function loadFormValidator(hash: string): Promise<FormValidator> {
  const { loadFormValidator: load } = await import('./formValidator');
  return load(hash);
}
