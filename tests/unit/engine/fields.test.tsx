import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FieldDefinition } from '../../../schemas/catalog';
import { renderTab } from './renderTab';

describe('read-only and unknown fields', () => {
  test('a read-only input keeps its value, cannot be edited and is described as read-only', async () => {
    const { user } = renderTab('primary_info', { filled: true });
    const dob = screen.getByLabelText('Date of Birth');
    expect(dob).toHaveProperty('readOnly', true);
    await user.type(dob, '01012000');
    expect(dob).toHaveProperty('value', '06/15/1985');
    expect(screen.getByRole('textbox', { name: 'Date of Birth', description: 'read-only' })).toBe(dob);
  });

  test('a read-only select is disabled but its value is still submitted', async () => {
    const { user, submits } = renderTab('primary_info', { filled: true });
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveProperty('disabled', true);
    expect(gender).toHaveProperty('value', '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(submits[0]?.gender).toBe('1');
  });

  test('a field the catalog does not know renders from its hint, or as text without one', () => {
    const definitions: FieldDefinition[] = [
      { field_name: 'favourite_color', value: 'Teal', required: false, read_only: false },
      { field_name: 'shirt_size', value: null, required: true, read_only: false, schema: { title: 'Shirt Size', choices: [{ value: 'M', label: 'Medium' }] } },
    ];
    renderTab('primary_info', { definitions });
    expect(screen.getByRole('textbox', { name: 'Favourite Color' })).toHaveProperty('value', 'Teal');
    expect(screen.getByRole('combobox', { name: 'Shirt Size' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Medium' })).toBeTruthy();
  });

  test('a hint naming a widget this engine lacks renders as text rather than crashing', () => {
    const hint = { title: 'Favourite Color', widget: 'colorWheel' } as unknown as FieldDefinition['schema'];
    renderTab('primary_info', { definitions: [{ field_name: 'favourite_color', value: 'Teal', required: false, read_only: false, schema: hint }] });
    expect(screen.getByRole('textbox', { name: 'Favourite Color' })).toHaveProperty('value', 'Teal');
  });
});
