/**
 * A scope's overrides of catalog messages reach the wizard: when get-form-fields answers with
 * `messages` (the enrollment's portal or group overrides a catalog message), the engine's field
 * errors and a list step's notes say the override, as the server's 422 does.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { setSession } from '../../../src/session';
import { beneficiaryDefs, beneficiaryRoutes } from './beneficiaryWorld';
import { demoDefs, installFakeApi } from './fakeApi';
import { registerFormValidator } from './fakeValidators';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000003-0000-4000-8000-000000000003';
const OVERRIDE = 'Please answer this question before you go on';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a scope's message overrides", () => {
  it("show in the wizard's field errors in place of the catalog's text", async () => {
    const result = demoDefs(11, 'primary_info');
    installFakeApi({
      ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
      'get-form-fields-personal-info': { data: { result, validator: registerFormValidator('primary_info', result), messages: { required: OVERRIDE } } },
    });
    setSession('tempId', ID);
    renderApp('/enrollment/personal-info');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(OVERRIDE)).length).toBeGreaterThan(0);
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
  });

  it("say a tab's values rule (retired employer) in the scope's words", async () => {
    const result = demoDefs(12, 'employer_info');
    const words = 'Retired employees enroll by phone';
    installFakeApi({
      ...wizardRoutes({ portal: 12, groupId: 2001, eprocess: 'group' }),
      'get-form-fields-employer-info': { data: { result, validator: registerFormValidator('employer_info', result), messages: { retiredEmployer: words } } },
    });
    setSession('tempId', ID);
    renderApp('/enrollment/employer-info');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Employer Information' });
    await user.selectOptions(screen.getByLabelText(/Employment Status/), 'R');
    expect(screen.getByRole('alert').textContent).toBe(words);
  });
});

describe("a scope's message overrides on a list step", () => {
  it("say why Next is not offered in the scope's words", async () => {
    const result = beneficiaryDefs(11);
    const words = 'Name at least one beneficiary to go on';
    installFakeApi({
      ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
      ...beneficiaryRoutes({ portal: 11 }),
      'get-form-fields-beneficiary-info': { data: { result, validator: registerFormValidator('beneficiary_info', result), beneficiaries: [], messages: { beneficiaryNone: words } } },
    });
    setSession('tempId', 'de000001-0000-4000-8000-000000000001');
    renderApp('/enrollment/beneficiary-info');
    await screen.findByRole('heading', { level: 1, name: 'Beneficiary Information' });
    expect(screen.getByRole('status').textContent).toBe(words);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
