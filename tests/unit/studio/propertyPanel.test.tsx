import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '../../../schemas/api/types';
import type { ResolvedField } from '../../../schemas/forms/definition';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { PropertyPanel } from '../../../src/studio/editor/PropertyPanel';

const CONTACT_TIME: ResolvedField = {
  name: 'contact_time', known: false,
  props: { label: 'Preferred contact time', widget: 'select', required: false, read_only: false, hidden: false, order: 9, choices: [{ value: 'am', label: 'Morning' }] },
  from: { label: 'group', widget: 'group', required: 'group', read_only: 'group', hidden: 'group', order: 'group', choices: 'group' },
};
type OnSet = (prop: string, value: unknown) => void;
const OTHERS = [{ name: 'email', label: 'Email' }, { name: 'phone', label: 'Phone' }];

/** The panel over a field whose properties follow its edits, as the editor's draft does; every edit is recorded. */
function Harness({ onSet, errors = [], readOnly = false, first = false }: { onSet: (prop: string, value: unknown) => void; errors?: FieldError[]; readOnly?: boolean; first?: boolean }) {
  const [field, setField] = useState(CONTACT_TIME);
  return (
    <PropertyPanel field={field} others={OTHERS} errors={errors} readOnly={readOnly} canMoveUp={!first} canMoveDown onMove={(d) => onSet('move', d)}
      onSet={(prop, value) => {
        onSet(prop, value);
        setField((f) => ({ ...f, props: { ...f.props, [prop]: value } }));
      }} />
  );
}

describe('the property panel', () => {
  it('labels every input with its property name and marks the layer each value comes from', () => {
    render(<Harness onSet={vi.fn<OnSet>()} />);
    for (const name of [T.label, T.help, T.placeholder, T.required, T.readOnly, T.hidden]) expect(screen.getByLabelText(name)).toBeTruthy();
    expect((screen.getByLabelText(T.label) as HTMLInputElement).value).toBe('Preferred contact time');
    expect(screen.getAllByText(T.scopeGroup).length).toBeGreaterThan(0);
  });

  it('reports each edit as the property it changes', async () => {
    const onSet = vi.fn<OnSet>();
    render(<Harness onSet={onSet} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(T.label));
    await user.type(screen.getByLabelText(T.label), 'Best time');
    expect(onSet).toHaveBeenLastCalledWith('label', 'Best time');
    await user.click(screen.getByLabelText(T.required));
    expect(onSet).toHaveBeenLastCalledWith('required', true);
    await user.click(screen.getByRole('button', { name: T.moveDown }));
    expect(onSet).toHaveBeenLastCalledWith('move', 'down');
  });

  it('edits the options of a choice widget row by row', async () => {
    const onSet = vi.fn<OnSet>();
    render(<Harness onSet={onSet} />);
    const user = userEvent.setup();
    const options = screen.getByRole('group', { name: T.options });
    await user.click(within(options).getByRole('button', { name: T.addOption }));
    await user.type(within(options).getByLabelText(`${T.optionValue} 2`), 'pm');
    await user.type(within(options).getByLabelText(`${T.optionLabel} 2`), 'Afternoon');
    expect(onSet).toHaveBeenLastCalledWith('choices', [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }]);
    await user.click(within(options).getByRole('button', { name: `${T.removeOption} 1` }));
    expect(onSet).toHaveBeenLastCalledWith('choices', [{ value: 'pm', label: 'Afternoon' }]);
  });

  it('builds Show when from a field, an operator and a value, never code', async () => {
    const onSet = vi.fn<OnSet>();
    render(<Harness onSet={onSet} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(T.conditionField), 'phone');
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { field: 'phone', equals: '' });
    await user.selectOptions(screen.getByLabelText(T.conditionOperator), 'in');
    await user.type(screen.getByLabelText(T.conditionValues), 'a, b');
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { field: 'phone', in: ['a', 'b'] });
    await user.selectOptions(screen.getByLabelText(T.conditionField), '');
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', undefined);
  });

  it('shows a problem at its input, tied to it for screen readers', () => {
    render(<Harness onSet={vi.fn<OnSet>()} errors={[{ target_element: 'fields.contact_time.label', error_message: 'Give the field a label.' }]} />);
    const input = screen.getByLabelText(T.label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Give the field a label.');
  });

  it('keeps Move up from the first field, and changes nothing when read only', async () => {
    const onSet = vi.fn<OnSet>();
    const { unmount } = render(<Harness onSet={onSet} first />);
    const up = screen.getByRole('button', { name: T.moveUp });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(up);
    expect(onSet).not.toHaveBeenCalled();
    unmount();
    render(<Harness onSet={vi.fn<OnSet>()} readOnly />);
    expect(screen.queryByRole('button', { name: T.moveUp })).toBeNull();
    expect((screen.getByLabelText(T.required) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: T.addOption })).toBeNull();
  });
});
