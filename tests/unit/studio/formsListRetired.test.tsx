/**
 * The studio's forms list (issue 15): a scope whose active version retires a new tab says so in
 * the row, in the catalog's words; a scope where the tab is live says nothing of it.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FormsListData } from '../../../schemas/api/adminTypes';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { FormsTables } from '../../../src/studio/forms/FormsList';

const DATA: FormsListData = {
  forms: [{ form: 'extra_info', title: 'Additional Information' }],
  scopes: [
    { scope: 'default', scope_id: 0, name: 'Default', portal_id: null, four_eyes: false },
    { scope: 'group', scope_id: 2001, name: 'Acme', portal_id: 12, four_eyes: false },
  ],
  states: [
    { form: 'extra_info', scope: 'default', scope_id: 0, active_version: 1, scheduled: 0, draft: false },
    { form: 'extra_info', scope: 'group', scope_id: 2001, active_version: 2, scheduled: 0, draft: false, retired: true },
  ],
};

describe('the forms list', () => {
  it('marks the scope where a new tab is retired, and only that one', () => {
    render(<MemoryRouter><FormsTables data={DATA} /></MemoryRouter>);
    const [, defaultRow, groupRow] = screen.getAllByRole('row');
    expect(within(groupRow).getByText(T.tabRetiredMark).textContent).toBe(T.tabRetiredMark);
    expect(within(defaultRow).queryByText(T.tabRetiredMark)).toBeNull();
  });
});
