import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { buildTabForm, initialValues } from '../../../adapters';
import type { FormValues } from '../../../adapters';
import { SchemaForm } from '../../../src/engine';
import { demoDefinitions } from '../../../stories/fixtures/definitions';
import { FIXTURE_LOOKUPS } from '../../../stories/fixtures/lookups';

test('onChange hands over the new values and the field that changed, once per committed edit', async () => {
  const defs = demoDefinitions(11, 'primary_info', true);
  const form = buildTabForm('primary_info', defs, FIXTURE_LOOKUPS);
  const changes: Array<[FormValues, string]> = [];
  function Screen() {
    const [values, setValues] = useState(() => initialValues(form, defs));
    return (
      <SchemaForm form={form} values={values} id="personal-info-form" onSubmit={() => {}} onChange={(next, field) => {
        changes.push([next, field]);
        setValues(next);
      }}>
        <button type="submit">Next</button>
      </SchemaForm>
    );
  }
  const user = userEvent.setup();
  render(<Screen />);
  expect(document.getElementById('personal-info-form')?.tagName).toBe('FORM');
  await user.type(screen.getByLabelText('Middle Name'), 'Lee');
  await user.tab();
  expect(changes).toHaveLength(1);
  expect(changes[0]?.[1]).toBe('middle_name');
  expect(changes[0]?.[0]).toMatchObject({ middle_name: 'Lee', first_name: 'Dana' });

  await user.selectOptions(screen.getByLabelText('Ethnic Group'), 'Asian');
  const [values, field] = changes.at(-1) ?? [];
  expect(field).toBe('ethnic_category');
  expect(values).toMatchObject({ ethnic_category: '2', ethnic_category_other_type: '' });
});

test('typing reaches the form after a short pause without leaving the field, and Enter submits what was typed', async () => {
  const defs = demoDefinitions(11, 'contact_info', true);
  const form = buildTabForm('contact_info', defs, FIXTURE_LOOKUPS);
  const fields: string[] = [];
  const submits: FormValues[] = [];
  function Screen() {
    const [values, setValues] = useState(() => initialValues(form, defs));
    return (
      <SchemaForm form={form} values={values} id="contact-info-form" onSubmit={(v) => submits.push(v)} onChange={(next, field) => {
        fields.push(field);
        setValues(next);
      }}>
        <button type="submit">Next</button>
      </SchemaForm>
    );
  }
  const user = userEvent.setup();
  render(<Screen />);
  const city = screen.getByLabelText('Birth City');
  await user.clear(city);
  await user.type(city, 'Joliet');
  await waitFor(() => expect(fields.at(-1)).toBe('birth_city'));
  expect(document.activeElement).toBe(city);

  const address2 = screen.getByLabelText('Street Address 2');
  await user.type(address2, 'Apt 4{Enter}');
  await waitFor(() => expect(submits).toHaveLength(1));
  expect(submits[0]).toMatchObject({ birth_city: 'Joliet', address2: 'Apt 4' });
});
