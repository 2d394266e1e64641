import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { FormValues } from '../../../adapters';
import { renderTab } from './renderTab';

test('onChange hands over the new values and the field that changed, once per committed edit', async () => {
  const changes: Array<[FormValues, string]> = [];
  const { user } = renderTab('primary_info', {
    portal: 11, filled: true, id: 'personal-info-form', onChange: (next, field) => changes.push([next, field]),
  });
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
  const fields: string[] = [];
  const { user, submits } = renderTab('contact_info', { portal: 11, filled: true, onChange: (_next, field) => fields.push(field) });
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
