import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { MergedNotice, SaveConflict } from '../../../src/studio/editor/SaveOutcome';

const CONFLICTS = [
  { target_element: 'fields.address2.label', error_message: MESSAGES.draftConflictProperty },
  { target_element: 'tab.title', error_message: MESSAGES.draftConflictProperty },
];

describe('the editor after a save someone else raced', () => {
  it('a refused save says why, lists each property both changed as a link to it, and offers Reload', async () => {
    const onReload = vi.fn<() => void>();
    const onGo = vi.fn<(field: string, prop: string) => void>();
    render(<SaveConflict message={MESSAGES.draftConflict} conflicts={CONFLICTS} onReload={onReload} onGo={onGo} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.draftConflict);
    expect(alert.textContent).toContain(T.conflictingProperties);
    await userEvent.click(within(alert).getByRole('button', { name: `address2 · label: ${MESSAGES.draftConflictProperty}` }));
    expect(onGo).toHaveBeenCalledWith('address2', 'label');
    // A property outside the fields is named, not linked.
    expect(alert.textContent).toContain(`tab.title: ${MESSAGES.draftConflictProperty}`);
    await userEvent.click(within(alert).getByRole('button', { name: T.reload }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('a plain stale refusal shows only its message and Reload', () => {
    render(<SaveConflict message={MESSAGES.draftStale} conflicts={[]} onReload={() => {}} onGo={() => {}} />);
    expect(screen.queryByText(T.conflictingProperties)).toBeNull();
    expect(within(screen.getByRole('alert')).getAllByRole('button').map((b) => b.textContent)).toEqual([T.reload]);
  });

  it('a merged save says so and lists the other person’s changes it kept, before and after', () => {
    render(<MergedNotice changes={[{ kind: 'field', field: 'address2', prop: 'required', before: null, after: true }]} />);
    expect(screen.getByRole('status').textContent).toBe(T.savedMerged);
    const status = screen.getByRole('region', { name: T.savedMerged });
    const row = within(status).getByRole('row', { name: /required/ });
    expect(row.textContent).toContain('—');
    expect(row.textContent).toContain('true');
  });
});
