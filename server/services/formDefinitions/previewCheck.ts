/**
 * The studio preview's Next on unsaved edits: the browser may not compile a validator (the CSP
 * forbids eval) and an unsaved layer has no precompiled module, so the server judges the values
 * with the same adapters a save of the tab would use. Nothing is written.
 */
import type { Kysely } from 'kysely';
import { payloadToValues, type Payload, validateValues } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../../db/types';
import { unprocessable } from '../../http';
import { formOf } from '../tabForms';
import { checkContent } from './publish';
import { renderedView } from './views';

/**
 * The field errors the server would answer for `payload` on the form `content` makes as the
 * layer of `ref` (resolved on its scope's chain, with its message overrides); none: valid.
 * A layer with problems is refused (422, its problems at fields.<name>.<property>).
 */
export async function previewErrors(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, content: FormLayer, payload: Payload): Promise<FieldError[]> {
  const problems = await checkContent(db, form, ref, content);
  if (problems.length > 0) unprocessable(problems);
  const { resolved, definitions } = await renderedView(db, form, ref, content);
  const built = await formOf(db, form, definitions, Object.keys(resolved.messages).length > 0 ? resolved.messages : undefined);
  return validateValues(built, payloadToValues(built, payload));
}
