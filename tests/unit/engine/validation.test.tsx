import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { renderTab } from './renderTab';

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ').find((ref) => ref.endsWith('__error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('client validation with the server messages', () => {
  test('Next on an empty tab shows "Field is required" and focuses the first invalid field', async () => {
    const { user, submits } = renderTab('primary_info');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(first)).toBe(MESSAGES.required);
    expect(errorOf(screen.getByLabelText('Marital Status'))).toBe(MESSAGES.required);
    expect(document.activeElement).toBe(first);
    expect(submits).toHaveLength(0);
    // Not required: no message.
    expect(errorOf(screen.getByLabelText('Middle Name'))).toBeUndefined();
  });

  test('an SSN that is too short gets "Invalid Social Security Number", cleared once fixed', async () => {
    const { user } = renderTab('primary_info');
    const ssn = screen.getByLabelText('Social Security Number');
    await user.type(ssn, '12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf(ssn)).toBe(MESSAGES.ssn);
    expect(screen.getByText(MESSAGES.ssn)).toBeTruthy();

    await user.type(ssn, '6789');
    await user.tab();
    await waitFor(() => expect(errorOf(ssn)).toBeUndefined());
    expect(ssn.getAttribute('aria-invalid')).toBeNull();
  });

  test('after a failed submit a required field clears its message when filled', async () => {
    const { user } = renderTab('primary_info');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByLabelText('Last Name');
    await user.type(last, 'Rivers');
    await user.tab();
    await waitFor(() => expect(errorOf(last)).toBeUndefined());
    expect(errorOf(screen.getByLabelText('First Name'))).toBe(MESSAGES.required);
  });

  test('a complete tab submits its values in form shape', async () => {
    const { user, submits } = renderTab('primary_info', { filled: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({ first_name: 'Dana', ssn: '123456789', marital_status: '1', prior_coverage_flag: '1' });
  });

  test('at least one holiday policy must be chosen', async () => {
    const { user } = renderTab('employer_info');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Holiday Policy' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.holidayPolicy)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Birthday' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.holidayPolicy)).toBeNull());
  });
});
