/**
 * The browser's validation (the server's precompiled module run by RJSF's precompiled
 * validator, errors through the engine's transform) and the server's (validateValues) give
 * the same messages at the same paths, on every demo tab of both portals and a nested form.
 */
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { buildForm, formSchema, toSchemaData, validateValues, type FormValues, type TabForm } from '../../../adapters';
import { validatorRuntime } from '../../../adapters/validatorRuntime';
import type { FormTab } from '../../../schemas/tabs';
import { errorTransformerFor } from '../../../src/engine/errors';
import { NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';
import { demoForm, PORTALS, VALID } from '../adapters/fixtures';
import { importValidatorModule } from '../support/validatorModules';

async function clientValidator(form: TabForm) {
  const module = await importValidatorModule(formSchema(form));
  return { schema: module.schema, validator: createPrecompiledValidator(module.validators(validatorRuntime) as never, module.schema) };
}

async function bothSides(form: TabForm, values: FormValues) {
  const { schema, validator } = await clientValidator(form);
  const { errors } = validator.validateFormData(toSchemaData(form, values), schema, undefined, errorTransformerFor(form));
  const client = errors.map((e) => [(e.property ?? '').replace(/^\./, ''), e.message]);
  const server = validateValues(form, values).map((e) => [e.target_element, e.error_message]);
  return { client, server };
}

const TAB_CASES: Array<[FormTab, FormValues]> = [
  ['primary_info', {}],
  ['primary_info', { first_name: 'J0hn', last_name: '  ', ssn: '12', middle_name: '   ', ethnic_category: '12', prior_coverage_flag: '1', prior_term_date: '02/30/2020' }],
  ['contact_info', { email_address: ' dana@example.com ', address2: '  ', zip: '1', birth_state: 'ZZ', phone_number: '' }],
  ['employer_info', { name: '!', holiday_policy: [], employment_status: 'Q', employment_start_date: '13/01/2020', zip: '' }],
];

describe('client (precompiled module) and server agree', () => {
  for (const portal of PORTALS) {
    for (const [tab, changes] of TAB_CASES) {
      it(`portal ${portal} ${tab} with ${JSON.stringify(changes)}`, async () => {
        const { client, server } = await bothSides(demoForm(portal, tab), { ...VALID[tab], ...changes });
        expect(client).toEqual(server);
      });
    }
  }

  it('on a nested form: groups, conditional fields inside them and list rows', async () => {
    const form = buildForm(NESTED_FORM, NESTED_CATALOG, nestedDefinitions());
    const values: FormValues = {
      treated: '1',
      condition: { health_condition: 'Angina', date_of_onset: '02/30/2020', is_treatment: '1', treatment_notes: '', date_of_recovery: '' },
      medications: [{ medication: 'Aspirin', dosage: '', medical_condition: 'x<' }],
    };
    const { client, server } = await bothSides(form, values);
    expect(server.map(([path]) => path)).toEqual(['condition.date_of_onset', 'condition.treatment_notes', 'medications.0.dosage', 'medications.0.medical_condition']);
    expect(client).toEqual(server);
  });

  it('serves every sub-schema RJSF checks while rendering (a condition makes a field required)', async () => {
    const form = demoForm(11, 'primary_info');
    const { schema, validator } = await clientValidator(form);
    const resolved = (data: object) => retrieveSchema(validator, schema, schema as RJSFSchema, data);
    expect(resolved({ prior_coverage_flag: '0' }).required).not.toContain('prior_carrier_name');
    expect(resolved({ prior_coverage_flag: '1' }).required).toContain('prior_carrier_name');
  });
});
