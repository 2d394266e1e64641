import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderTab } from './renderTab';

describe('input masks', () => {
  test('a date typed as digits shows with slashes', async () => {
    const { user } = renderTab('employer_info');
    const date = screen.getByLabelText('Employment Start Date');
    await user.type(date, '06151985');
    expect(date).toHaveProperty('value', '06/15/1985');
    expect(date.getAttribute('placeholder')).toBe('MM/DD/YYYY');
    expect(date.getAttribute('inputmode')).toBe('numeric');
  });

  test.each([['6/15/1985', '06/15/1985'], ['1/2/1990', '01/02/1990']])('a date typed with one-digit parts and slashes, %j, reads %j', async (keys, shown) => {
    const { user } = renderTab('employer_info');
    const date = screen.getByLabelText('Employment Start Date');
    await user.type(date, keys);
    expect(date).toHaveProperty('value', shown);
  });

  test('a two-letter state is upper-cased', async () => {
    const { user } = renderTab('employer_info');
    const state = screen.getByLabelText('State');
    await user.type(state, 'il');
    expect(state).toHaveProperty('value', 'IL');
  });

  test('phone, SSN and zip keep digits only, up to their length', async () => {
    const { user } = renderTab('contact_info', { portal: 12 });
    const phone = screen.getByLabelText('Contact Number');
    await user.type(phone, '(555) 201-0001 99');
    expect(phone).toHaveProperty('value', '5552010001');

    const personal = renderTab('primary_info');
    const ssn = screen.getByLabelText('Social Security Number');
    await personal.user.type(ssn, '123-45-67890');
    expect(ssn).toHaveProperty('value', '123456789');
    expect(ssn.getAttribute('autocomplete')).toBe('off');
  });

  test('typed text survives the commit to the form', async () => {
    const { user } = renderTab('primary_info');
    const first = screen.getByLabelText('First Name');
    await user.type(first, 'Dana');
    await user.tab();
    expect(first).toHaveProperty('value', 'Dana');
  });
});
