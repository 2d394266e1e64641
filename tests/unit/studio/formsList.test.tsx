import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FormsListData, ScopeSummary } from '../../../schemas/api/adminTypes';
import { STOREFRONT_FORM_TITLES } from '../../../schemas/forms/storefrontForms';
import { FormsTables } from '../../../src/studio/forms/FormsList';

const SCOPES: ScopeSummary[] = [
  { scope: 'default', scope_id: 0, name: 'Default', portal_id: null, four_eyes: false },
  { scope: 'portal', scope_id: 12, name: 'Group Benefits', portal_id: 12, four_eyes: true },
  { scope: 'group', scope_id: 2001, name: 'Acme Manufacturing', portal_id: 12, four_eyes: true },
];

const state = (form: string, scope: ScopeSummary) => ({ form, scope: scope.scope, scope_id: scope.scope_id, active_version: null, scheduled: 0, draft: false });

/** What GET admin/forms answers: a wizard form at every scope, the quote form (a storefront form) at Default and the portals only. */
const DATA: FormsListData = {
  forms: [{ form: 'primary_info', title: 'Personal Information' }, { form: 'quote', title: STOREFRONT_FORM_TITLES.quote }],
  scopes: SCOPES,
  states: [...SCOPES.map((scope) => state('primary_info', scope)), ...SCOPES.filter((scope) => scope.scope !== 'group').map((scope) => state('quote', scope))],
};

/** The scopes a form's table links to, by their link text. */
const scopeLinks = (title: string) => within(screen.getByRole('region', { name: title })).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('the studio\'s list of forms', () => {
  it('lists the storefront forms at Default and each portal, with no group scope', () => {
    render(<MemoryRouter><FormsTables data={DATA} /></MemoryRouter>);
    expect(scopeLinks(STOREFRONT_FORM_TITLES.quote)).toEqual(['/studio/forms/quote/default/0', '/studio/forms/quote/portal/12']);
    expect(scopeLinks('Personal Information')).toContain('/studio/forms/primary_info/group/2001');
  });
});
