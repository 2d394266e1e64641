/** Fake API routes of Dependent Information, from the demo world's item form definitions. */
import { buildHealthForm, formSchema } from '../../../adapters';
import type { FieldDefinition } from '../../../schemas/api/types';
import { DEPENDENT_DISCLAIMER, DEPENDENT_FORM_DEFINITIONS } from '../../../schemas/demo/dependents';
import { demoHealthQuestionSet } from '../../../schemas/demo/healthQuestions';
import type { FakeAnswer, FakeRoute } from './fakeApi';
import { registerFormValidator, registerSchema } from './fakeValidators';

export interface DependentsWorld {
  portal: number;
  tier: string;
  premier: boolean;
  /** The saved list in wire shape (get-form-fields-dependent-primary-info's dependents). */
  saved?: Record<string, unknown>[];
  /** The member's dependents on file, in wire shape. */
  onFile?: Record<string, unknown>[];
}

/** The item form's definitions of a demo portal, as the server sends them. */
export function dependentDefs(portal: number): FieldDefinition[] {
  return DEPENDENT_FORM_DEFINITIONS[portal].map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: '' }));
}

/** The reads and writes of the step (every write accepted unless a test overrides it). */
export function dependentsRoutes(world: DependentsWorld): Record<string, FakeRoute | FakeAnswer> {
  const result = dependentDefs(world.portal);
  const questions = demoHealthQuestionSet();
  return {
    'get-health-questions-dependent-info': { data: { result: questions, validator: registerSchema(formSchema(buildHealthForm(questions))) } },
    'get-form-fields-dependent-primary-info': {
      data: {
        result, validator: registerFormValidator('dependent_info', result), disclaimer: DEPENDENT_DISCLAIMER, dependents: world.saved ?? [],
        tier: world.tier, premier: world.premier,
      },
    },
    'get-dependents-existing-user-enrollment': { data: { result: { dependents: world.onFile ?? [] } } },
    'validate-single-dependent': { data: {} },
    'save-dependent-info-to-temp': { data: { saved_tab: 'dependent_info' } },
    'save-dependent-info': { data: { saved_tab: 'dependent_info' } },
  };
}
