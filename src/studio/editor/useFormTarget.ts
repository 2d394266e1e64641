import { useParams } from 'react-router-dom';
import { CATALOG, type FormName } from '../../../schemas/catalog';
import type { FormScope } from '../../api/adminPath';

/** The form and scope a studio route names (:form/:scope/:scopeId); null for a form the catalog does not know. */
export function useFormTarget(): { target: FormScope; formName: FormName } | null {
  const { form = '', scope = '', scopeId = '' } = useParams();
  if (!Object.hasOwn(CATALOG, form)) return null;
  return { target: { form, scope, scopeId }, formName: form as FormName };
}

/** The studio path of a form at a scope. */
export const formPath = (t: FormScope, suffix = '') => `/studio/forms/${t.form}/${t.scope}/${t.scopeId}${suffix}`;
