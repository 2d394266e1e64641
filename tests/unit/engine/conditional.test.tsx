import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderTab } from './renderTab';

describe('conditional fields', () => {
  test('choosing prior coverage 1 shows carrier name and dates; 0 hides them', async () => {
    const { user } = renderTab('primary_info');
    expect(screen.queryByLabelText('Insurance Carrier Name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Have had Insurance Carrier' }));
    expect(await screen.findByLabelText('Insurance Carrier Name')).toBeTruthy();
    expect(screen.getByLabelText('Effective Date')).toBeTruthy();
    expect(screen.getByLabelText('Termination Date')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No prior Health Coverage' }));
    await waitFor(() => expect(screen.queryByLabelText('Insurance Carrier Name')).toBeNull());
  });

  test('the other-ethnic box shows for group 12 and is empty again after the group changes', async () => {
    const { user } = renderTab('primary_info');
    const group = screen.getByLabelText('Ethnic Group');
    expect(screen.queryByLabelText('Other Ethnic Group')).toBeNull();
    await user.selectOptions(group, 'Other');
    const other = await screen.findByLabelText('Other Ethnic Group');
    await user.type(other, 'Cajun');
    await user.tab();
    await user.selectOptions(group, 'Asian');
    await waitFor(() => expect(screen.queryByLabelText('Other Ethnic Group')).toBeNull());
    await user.selectOptions(group, 'Other');
    expect(await screen.findByLabelText('Other Ethnic Group')).toHaveProperty('value', '');
  });

  test('a hidden required field does not block Next', async () => {
    const { user, submits } = renderTab('primary_info', { filled: true });
    await user.selectOptions(screen.getByLabelText('Ethnic Group'), 'Asian');
    await user.click(screen.getByRole('radio', { name: 'No prior Health Coverage' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.ethnic_category_other_type).toBe('');
  });
});
