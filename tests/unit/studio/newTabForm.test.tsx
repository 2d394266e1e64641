import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScopeSummary } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { NewTabForm, type NewTabValues } from '../../../src/studio/forms/NewTabForm';

const SCOPES: ScopeSummary[] = [
  { scope: 'default', scope_id: 0, name: 'Default', portal_id: null, four_eyes: false },
  { scope: 'group', scope_id: 2512, name: 'Summit Schools', portal_id: 11, four_eyes: false },
];
type OnCreate = (values: NewTabValues) => Promise<FieldError[]>;

/** The message an input is described by (its error, then its hint). */
const messageOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');

function renderForm(onCreate: OnCreate) {
  render(<NewTabForm scopes={SCOPES} taken={new Set(['contact_info', 'extra_info'])} onCreate={onCreate} onCancel={vi.fn<() => void>()} />);
  return userEvent.setup();
}

describe('the new-tab form', () => {
  it('checks each input as typed with the server\'s patterns and words', async () => {
    const user = renderForm(vi.fn<OnCreate>());
    const id = screen.getByLabelText(T.tabId);
    const route = screen.getByLabelText(T.tabRoute);
    await user.type(id, 'Extra');
    expect(messageOf(id)).toBe(T.tabIdInvalid);
    await user.clear(id);
    await user.type(id, 'extra_info');
    expect(messageOf(id)).toBe(T.tabIdTaken);
    await user.clear(id);
    await user.type(id, 'review_info');
    expect(messageOf(id)).toBe(T.tabIdReserved);
    await user.clear(id);
    await user.type(id, 'additional_info');
    expect(id.getAttribute('aria-invalid')).toBeNull();
    await user.type(route, 'Bad route');
    expect(messageOf(route)).toContain(MESSAGES.formSlugInvalid);
    await user.clear(route);
    expect(messageOf(route)).toContain(MESSAGES.formSlugMissing);
    await user.type(route, 'contact-information');
    expect(messageOf(route)).toContain(MESSAGES.formSlugTaken);
    // The title was not touched yet: no message before it is typed in or the form is sent.
    expect(screen.getByLabelText(T.tabTitle).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends nothing while wrong and focuses the first wrong input', async () => {
    const onCreate = vi.fn<OnCreate>();
    const user = renderForm(onCreate);
    await user.type(screen.getByLabelText(T.tabId), 'additional_info');
    await user.click(screen.getByRole('button', { name: T.createTab }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(T.tabTitle));
    expect(messageOf(screen.getByLabelText(T.tabTitle))).toBe(MESSAGES.formTabTitleMissing);
  });

  it('creates the tab at the chosen scope and shows the server\'s refusal at its input', async () => {
    const onCreate = vi.fn<OnCreate>().mockResolvedValue([{ target_element: 'tab.slug', error_message: MESSAGES.formSlugTaken }]);
    const user = renderForm(onCreate);
    await user.type(screen.getByLabelText(T.tabTitle), 'Additional Information ');
    await user.type(screen.getByLabelText(T.tabId), 'additional_info');
    await user.type(screen.getByLabelText(T.tabRoute), 'additional');
    await user.selectOptions(screen.getByLabelText(T.scope), 'group/2512');
    await user.click(screen.getByRole('button', { name: T.createTab }));
    expect(onCreate).toHaveBeenLastCalledWith({ id: 'additional_info', title: 'Additional Information', slug: 'additional', scope: 'group/2512' });
    const route = screen.getByLabelText(T.tabRoute);
    await vi.waitFor(() => expect(document.activeElement).toBe(route));
    expect(messageOf(route)).toContain(MESSAGES.formSlugTaken);
  });
});
