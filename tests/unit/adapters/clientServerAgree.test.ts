import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { customFormats, jsonSchemaFor, messageFor, validateValues } from '../../../adapters';
import type { FormValues, TabForm } from '../../../adapters';
import type { FormTab } from '../../../schemas/tabs';
import { demoForm, VALID } from './fixtures';

/** The client's validator as the engine builds it: real RJSF ajv8 with our formats. */
const rjsfValidator = customizeValidator({ customFormats });

/**
 * What the client shows: RJSF validating the values (empty answers left out, as the engine
 * does) against the schema of the tab's visible fields. The engine builds that schema once
 * per set of visible fields, for filled fields, so a value typed later meets the full rules.
 */
function clientMessages(form: TabForm, values: FormValues): Record<string, string> {
  const filled = Object.fromEntries(Object.entries(VALID[form.tab]).map(([k, v]) => [k, v.length > 0 ? v : 'x']));
  const schema = jsonSchemaFor(form, filled);
  const data = Object.fromEntries(Object.entries(values).filter(([, v]) => v.length > 0));
  const messages: Record<string, string> = {};
  for (const error of rjsfValidator.validateFormData(data, schema).errors) {
    const field = (error.property ?? '').replace(/^\./, '').split('.')[0];
    messages[field] ??= messageFor(form, field, error.name ?? '');
  }
  return messages;
}

/** What the server answers for the same values. */
function serverMessages(form: TabForm, values: FormValues): Record<string, string> {
  return Object.fromEntries(validateValues(form, values).map((e) => [e.target_element, e.error_message]));
}

describe('the client (RJSF + jsonSchemaFor) and the server (validateValues) agree', () => {
  const cases: Array<[FormTab, FormValues]> = [
    // whitespace-only in optional fields (name pattern, text pattern): empty, accepted
    ['primary_info', { middle_name: '   ' }],
    ['contact_info', { address2: '  ' }],
    // whitespace-only in required fields (pattern, text pattern that allows spaces, format): missing
    ['primary_info', { first_name: ' ', last_name: '   ' }],
    ['contact_info', { city: '   ', email_address: '  ' }],
    // padded values are checked as typed
    ['primary_info', { last_name: ' Smith', middle_name: ' Lee' }],
    ['contact_info', { email_address: ' dana@example.com ', address2: ' Apt 2' }],
    // plain bad values, as a control
    ['contact_info', { email_address: 'dana@', zip: '1' }],
  ];
  for (const [tab, changes] of cases) {
    it(`on ${tab} with ${JSON.stringify(changes)}`, () => {
      const form = demoForm(11, tab);
      const values = { ...VALID[tab], ...changes };
      expect(clientMessages(form, values)).toEqual(serverMessages(form, values));
    });
  }
});
