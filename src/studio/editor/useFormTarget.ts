import { useParams } from 'react-router-dom';
import { isCustomTabName, isSpecForm, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormViewData } from '../../../schemas/api/adminTypes';
import type { FormScope } from '../../api/adminPath';

/** The form and scope a studio route names (:form/:scope/:scopeId): a catalog form, health or a staff-added tab's id; null for anything else. */
export function useFormTarget(): { target: FormScope; formName: DefinedForm } | null {
  const { form = '', scope = '', scopeId = '' } = useParams();
  if (!isSpecForm(form) && !isCustomTabName(form)) return null;
  return { target: { form, scope, scopeId }, formName: form as DefinedForm };
}

/** The studio path of a form at a scope. */
export const formPath = (t: FormScope, suffix = '') => `/studio/forms/${t.form}/${t.scope}/${t.scopeId}${suffix}`;

/** A form's heading: a new tab by the title its draft or its versions give it (the server names it by its id), a catalog form by its own. */
export const formTitleOf = (view: FormViewData): string =>
  (isCustomTabName(view.form) ? view.draft?.content.tab?.title ?? view.resolved.tab?.title : undefined) ?? view.title;

/** The id of the editor's Add field button (a new tab's editor opens with the focus on it: its fields come next). */
export const ADD_FIELD_ID = 'studio-add-open';
