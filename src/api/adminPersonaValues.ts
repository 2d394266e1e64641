import type { PersonaValuesData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/personas/{id}: one demo enrollment's saved values of the form (secrets masked by the server). */
export function adminPersonaValues(target: FormScope, id: string): Promise<PersonaValuesData> {
  return apiGet<PersonaValuesData>(adminFormPath(target, `/personas/${encodeURIComponent(id)}`));
}
