/** Where the admin form API's calls of one form at one scope live (schemas/api/adminForms.ts). */
export interface FormScope { form: string; scope: string; scopeId: string | number }

/** admin/forms/{form}/{scope}/{scope_id}[/suffix], each part encoded. */
export function adminFormPath({ form, scope, scopeId }: FormScope, suffix = ''): string {
  return `admin/forms/${encodeURIComponent(form)}/${encodeURIComponent(scope)}/${encodeURIComponent(String(scopeId))}${suffix}`;
}
