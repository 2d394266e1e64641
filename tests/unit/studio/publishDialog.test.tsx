import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffData } from '../../../schemas/api/adminTypes';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { PublishDialog, type PublishEffects } from '../../../src/studio/publish/PublishDialog';
import { Announcer } from '../../../src/studio/shell/announce';

const AUTHOR: StaffData = { name: 'Alex Kim', email: 'author@studio.example', roles: ['author'] };
const PUBLISHER: StaffData = { name: 'Quinn Reyes', email: 'publisher2@studio.example', roles: ['publisher'] };
const PAT: StaffData = { name: 'Pat Morgan', email: 'publisher@studio.example', roles: ['author', 'publisher'] };
const DRY_RUN = { supported: true, checked: 4, failing: 1, fields: { contact_time: 1 } };

function effects(overrides: Partial<PublishEffects> = {}): PublishEffects {
  return { check: vi.fn<PublishEffects['check']>(async () => []), dryRun: vi.fn<PublishEffects['dryRun']>(async () => DRY_RUN), publish: vi.fn<PublishEffects['publish']>(async () => ({ version: 7 })), ...overrides };
}

function renderDialog(staff: StaffData, fx: PublishEffects, fourEyes = false, onPublished = vi.fn<(version: number, said: string) => void>()) {
  render(<Announcer><PublishDialog staff={staff} authors={['author@studio.example']} fourEyes={fourEyes} effects={fx} onPublished={onPublished} /></Announcer>);
  return { user: userEvent.setup(), onPublished };
}

describe('the publish dialog', () => {
  it('explains to an author without the publisher role instead of offering Publish', () => {
    renderDialog(AUTHOR, effects());
    expect(screen.queryByRole('button', { name: T.publish })).toBeNull();
    expect(screen.getByText(T.publishOnlyPublisher)).toBeTruthy();
  });

  it('checks, shows the dry run by field, needs a reason, then publishes now', async () => {
    const fx = effects();
    const { user, onPublished } = renderDialog(PUBLISHER, fx);
    await user.click(screen.getByRole('button', { name: T.publish }));
    expect((await screen.findByTestId('studio-dry-run')).textContent).toContain('4');
    expect(screen.getByText('contact_time: 1')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.publish }));
    await user.click(screen.getByRole('button', { name: T.confirmPublish }));
    expect(await screen.findByText(MESSAGES.publishReasonRequired)).toBeTruthy();
    expect(fx.publish).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(T.reason), 'Asked by Acme HR');
    await user.click(screen.getByRole('button', { name: T.confirmPublish }));
    expect(await screen.findByText(`${T.published} 7.`)).toBeTruthy();
    expect(fx.publish).toHaveBeenCalledWith({ reason: 'Asked by Acme HR', applies_in_flight: false });
    expect(onPublished).toHaveBeenCalledWith(7, `${T.published} 7.`);
  });

  it('schedules at a date and time', async () => {
    const fx = effects();
    const { user } = renderDialog(PUBLISHER, fx);
    await user.click(screen.getByRole('button', { name: T.publish }));
    await user.click(await screen.findByLabelText(T.atTime));
    await user.type(screen.getByLabelText(T.reason), 'Next year');
    await user.type(screen.getByLabelText(T.effectiveAt), '2030-01-01T09:00');
    await user.click(screen.getByRole('button', { name: T.confirmPublish }));
    expect(await screen.findByText(`${T.scheduledAs} 7.`)).toBeTruthy();
    expect(fx.publish).toHaveBeenCalledWith({ reason: 'Next year', effective_at: new Date('2030-01-01T09:00').toISOString() });
  });

  it('lists the problems of Check and publishes nothing', async () => {
    const fx = effects({ check: vi.fn<PublishEffects['check']>(async () => [{ target_element: 'fields.contact_time.label', error_message: 'Give the field a label.' }]) });
    const { user } = renderDialog(PUBLISHER, fx);
    await user.click(screen.getByRole('button', { name: T.publish }));
    expect(await screen.findByText(/Give the field a label\./)).toBeTruthy();
    expect(fx.dryRun).not.toHaveBeenCalled();
  });

  it('shows the four-eyes refusal: before asking when the publisher is the only author, and as the server says it', async () => {
    const own = render(<Announcer><PublishDialog staff={PAT} authors={[PAT.email]} fourEyes effects={effects()} onPublished={vi.fn<(version: number, said: string) => void>()} /></Announcer>);
    const user = userEvent.setup();
    await user.click(own.getByRole('button', { name: T.publish }));
    expect((await own.findByRole('alert')).textContent).toBe(MESSAGES.publishFourEyes);
    own.unmount();

    const refused = { status: 403, errors: [{ target_element: 'general', error_message: MESSAGES.publishFourEyes }] };
    const fx = effects({ publish: vi.fn<PublishEffects['publish']>(async () => Promise.reject(refused)) });
    const { user: u2 } = renderDialog(PUBLISHER, fx, true);
    await u2.click(screen.getByRole('button', { name: T.publish }));
    await u2.type(await screen.findByLabelText(T.reason), 'Asked by Acme HR');
    await u2.click(screen.getByRole('button', { name: T.confirmPublish }));
    expect(await screen.findByText(MESSAGES.publishFourEyes)).toBeTruthy();
  });
});
