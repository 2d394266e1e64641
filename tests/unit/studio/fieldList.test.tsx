/**
 * The editor's field list (src/studio/editor/FieldList.tsx) keeps an unchanged entry's element
 * from edit to edit; what a person sees must still follow every edit: a label typed, the
 * selection moved, a field added, moved or removed.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedField } from '../../../schemas/forms/definition';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { FieldList } from '../../../src/studio/editor/FieldList';

const field = (name: string, label: string, extra: Partial<ResolvedField['props']> = {}): ResolvedField => ({
  name, known: false,
  props: { label, widget: 'text', required: false, read_only: false, hidden: false, order: 0, ...extra },
  from: { label: 'group' },
});
const FIELDS = [field('first', 'First'), field('second', 'Second'), field('third', 'Third')];
const labels = () => within(screen.getByRole('list')).getAllByRole('button').map((button) => button.querySelector('.studio-field__label')?.textContent);

describe("the editor's field list", () => {
  it('shows each edit: a label typed, the selection, a field added, moved and removed; a press selects', async () => {
    const onSelect = vi.fn<(name: string) => void>();
    const { rerender } = render(<FieldList fields={FIELDS} selected="second" onSelect={onSelect} />);
    expect(labels()).toEqual(['First', 'Second', 'Third']);
    const untouched = screen.getByRole('button', { name: /Third/ });

    const typed = [FIELDS[0], field('second', 'Second, renamed', { required: true }), FIELDS[2]];
    rerender(<FieldList fields={typed} selected="second" onSelect={onSelect} />);
    expect(labels()).toEqual(['First', 'Second, renamed', 'Third']);
    expect(within(screen.getByRole('button', { name: /Second, renamed/ })).getByText(T.required)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Third/ })).toBe(untouched);

    rerender(<FieldList fields={typed} selected="third" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /Third/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Second, renamed/ }).getAttribute('aria-pressed')).toBe('false');

    const changed = [typed[2], field('added', 'Added', { hidden: true }), typed[0]];
    rerender(<FieldList fields={changed} selected="third" onSelect={onSelect} />);
    expect(labels()).toEqual(['Third', 'Added', 'First']);
    expect(within(screen.getByRole('button', { name: /Added/ })).getByText(T.hidden)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: /Added/ }));
    expect(onSelect).toHaveBeenCalledWith('added');
  });
});
