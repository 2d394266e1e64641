/**
 * The browser's validation (the server's precompiled module run by RJSF's precompiled
 * validator, errors through the engine's transform) and the server's (validateValues) give
 * the same messages at the same paths, on every demo tab of both portals and a nested form.
 */
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import {
  buildForm, buildHealthForm, buildTabForm, formSchema, healthValues, quoteDefinitions, quoteForm, storefrontForm, toSchemaData, validateValues, type FormValues, type TabForm,
} from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import { allNoHealthInfo, DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { validatorRuntime } from '../../../adapters/validatorRuntime';
import type { FormTab } from '../../../schemas/tabs';
import { errorTransformerFor } from '../../../src/engine/errors';
import { FIXED_CATALOG, FIXED_FORM, fixedDefinitions, NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';
import type { FieldDefinition } from '../../../schemas/catalog';
import { demoDefs, demoForm, LOOKUPS, PORTALS, VALID } from '../adapters/fixtures';
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

  it('on fixed rows: each row its own fields, a one-row detail list per answer, a list that always holds a row', async () => {
    const form = buildForm(FIXED_FORM, FIXED_CATALOG, fixedDefinitions());
    const row = (id: string, answer: string, details?: FormValues[]) => ({ id, text: `Question ${id}`, answer, ...(details && { details }) });
    const values: FormValues = {
      questions: [row('1', '1', [{ since: '13/40/2020', note: 'x<' }]), row('2', ''), row('3', '1', [{ note: '' }])],
      doses: [{ amount: '' }, { amount: '5 mg' }],
    };
    const { client, server } = await bothSides(form, values);
    expect(server.map(([path]) => path)).toEqual(['questions.0.details.0.since', 'questions.0.details.0.note', 'questions.1.answer', 'questions.2.details.0.note', 'doses.0.amount']);
    expect(client).toEqual(server);
  });

  it('on the health questions: a Yes\'s layout details, the special layout, medication row 1 and an optional row 2', async () => {
    const questions = {
      codition_questions: DEMO_HEALTH_QUESTIONS.filter((q) => q.layout !== 'medication'),
      medication_question: DEMO_HEALTH_QUESTIONS.find((q) => q.layout === 'medication')!,
    };
    const form = buildHealthForm(questions);
    const start = healthValues(form, questions, allNoHealthInfo());
    const rows = start.condition_questions as FormValues[];
    const values: FormValues = {
      ...start,
      condition_questions: rows.map((row, i) => (i === 0 ? { ...row, yes_no_flag: '1', conditions: [{ health_condition: 'Angina', date_of_onset: '02/30/2020' }] }
        : i === 3 ? { ...row, yes_no_flag: '1', conditions: [{ condition: 'x<', phone: '12' }] } : row)),
      medication_question: { ...(start.medication_question as FormValues), yes_no_flag: '1', medications: [{ medication: 'Aspirin' }, { medication: '' }, { dosage: '5 mg' }] },
    };
    const { client, server } = await bothSides(form, values);
    expect(server.map(([path]) => path)).toEqual([
      'condition_questions.0.conditions.0.date_of_onset', 'condition_questions.0.conditions.0.is_treatment', 'condition_questions.0.conditions.0.is_medicate',
      'condition_questions.0.conditions.0.d_last_seen', 'condition_questions.3.conditions.0.condition', 'condition_questions.3.conditions.0.status',
      'condition_questions.3.conditions.0.last_seen_by_physician', 'condition_questions.3.conditions.0.physician_name', 'condition_questions.3.conditions.0.phone',
      'medication_question.medications.0.dosage', 'medication_question.medications.0.medical_condition',
      'medication_question.medications.2.medication', 'medication_question.medications.2.medical_condition',
    ]);
    expect(client).toEqual(server);
  });

  it('on a form definition\'s hints: a changed pattern, length, range and condition, each with its message', async () => {
    const hinted = (name: string, schema: FieldDefinition['schema'], required = false): FieldDefinition => ({ field_name: name, value: '', required, read_only: false, schema });
    const defs = demoDefs(12, 'primary_info').map((def) => ({
      middle_name: hinted('middle_name', { pattern: '^[A-Z]$', message: 'One capital letter', visibleWhen: { field: 'gender', equals: '1' } }, true),
      first_name: hinted('first_name', { minLength: 3, lengthMessage: 'At least 3 letters' }, true),
      weight: hinted('weight', { minimum: 90, maximum: 400, rangeMessage: 'From 90 to 400 lbs' }, true),
    }[def.field_name] ?? def));
    const form = buildTabForm('primary_info', defs, LOOKUPS);
    const cases: FormValues[] = [{ gender: '1', middle_name: 'jo', first_name: 'Al', weight: '80' }, { gender: '1', middle_name: '' }, { gender: '0', weight: '401' }];
    for (const changes of cases) {
      const { client, server } = await bothSides(form, { ...VALID.primary_info, ...changes });
      expect(server.length).toBeGreaterThan(0);
      expect(client).toEqual(server);
    }
  });

  it("on the storefront's quote form: every DOB rule with its own message, the zip, gender, tier and a premier category", async () => {
    const form = quoteForm(quoteDefinitions({ premier: true, categories: [{ value: 'family', label: 'Family' }], referred: true }));
    const cases: FormValues[] = [
      {},
      { zip: '627', gender: '2', tier: 'XX', dob: '02/30/1990', category: 'none', referred_by: 'Jordan Avery' },
      { zip: '62701', gender: '1', dob: '01/01/2999' },
      { zip: '62701', gender: '0', tier: 'IS', dob: '01/01/2020', category: 'family' },
    ];
    const messages = [];
    for (const values of cases) {
      const { client, server } = await bothSides(form, values);
      expect(client).toEqual(server);
      messages.push(...server.map(([, message]) => message));
    }
    expect(messages).toEqual(expect.arrayContaining([MESSAGES.date, MESSAGES.pastDate, MESSAGES.underAge, MESSAGES.quoteZipInvalid, MESSAGES.chooseTier, MESSAGES.required]));
  });

  it("on the cart's send-quote form: name, e-mail and message with the spec's messages", async () => {
    const cases: FormValues[] = [{}, { name: 'R2D2', email: 'casey@', message: 'x'.repeat(1001) }, { name: 'Casey Morgan', email: 'casey@example.com' }];
    for (const values of cases) {
      const { client, server } = await bothSides(storefrontForm('send_quote'), values);
      expect(client).toEqual(server);
    }
  });

  it('on the access-code and group-code entry forms: required, then the code pattern', async () => {
    for (const [form, field] of [['access_code', 'agent_code'], ['group_code', 'group_code']] as const) {
      for (const value of ['', '  ', 'ab c!', 'ABC-123']) {
        const { client, server } = await bothSides(storefrontForm(form), { [field]: value });
        expect(client).toEqual(server);
      }
    }
  });

  it('serves every sub-schema RJSF checks while rendering (a condition makes a field required)', async () => {
    const form = demoForm(11, 'primary_info');
    const { schema, validator } = await clientValidator(form);
    const resolved = (data: object) => retrieveSchema(validator, schema, schema as RJSFSchema, data);
    expect(resolved({ prior_coverage_flag: '0' }).required).not.toContain('prior_carrier_name');
    expect(resolved({ prior_coverage_flag: '1' }).required).toContain('prior_carrier_name');
  });
});
