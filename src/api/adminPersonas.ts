import type { PersonaData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/personas: the demo enrollments the preview may render the form at this scope as. */
export async function adminPersonas(target: FormScope): Promise<PersonaData[]> {
  return (await apiGet<{ personas: PersonaData[] }>(adminFormPath(target, '/personas'))).personas;
}
