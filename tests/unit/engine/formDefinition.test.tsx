/**
 * A form definition's layer reaches the screen: a group's changes to Personal Information
 * (a new label, a help text, a placeholder, a section, required, a condition that shows the
 * field) resolved on the default and portal rows, sent as get-form-fields-* would, render and
 * validate in the engine as the enrollee should see them.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fieldDefinitions, layerFromRows, resolveForm } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { demoDefinitions } from '../../../stories/fixtures/definitions';
import { renderTab } from './renderTab';

const catalog = CATALOG.primary_info;

/** Portal 12's filled-in personal info with `group` on top; values as the fixture saved them. */
function definitionsWith(group: FormLayer) {
  const saved = demoDefinitions(12, 'primary_info', true);
  const rows = saved.map((def, position) => ({ ...def, position }));
  const resolved = resolveForm(catalog, [{ layer: 'portal', content: layerFromRows(resolveForm(catalog, []), rows) }, { layer: 'group', content: group }]);
  return fieldDefinitions(catalog, resolved).map((def) => ({ ...def, value: saved.find((s) => s.field_name === def.field_name)?.value ?? null }));
}

const GROUP: FormLayer = {
  fields: {
    middle_name: {
      label: 'Middle Name or Initial', help: 'As it appears on your ID card', placeholder: 'e.g. J', section: 'Your name',
      required: true, visibleWhen: { field: 'marital_status', equals: '1' },
    },
    first_name: { section: 'Your name' },
  },
};

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ').find((ref) => ref.endsWith('__error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('a form definition in the engine', () => {
  test('shows the new label, its help tied to the input, the placeholder and the section heading', async () => {
    renderTab('primary_info', { definitions: definitionsWith(GROUP) });
    const middle = await screen.findByLabelText('Middle Name or Initial');
    expect(screen.queryByLabelText('Middle Name')).toBeNull();
    const help = screen.getByText('As it appears on your ID card');
    expect(middle.getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
    expect(middle.getAttribute('placeholder')).toBe('e.g. J');
    expect(middle.getAttribute('aria-required')).toBe('true');
    // One heading for the section, before its first field.
    expect(screen.getAllByRole('heading', { name: 'Your name' })).toHaveLength(1);
  });

  test('the field shows only while its condition holds, and is required only then', async () => {
    const { user, submits } = renderTab('primary_info', { definitions: definitionsWith(GROUP), filled: true });
    await user.selectOptions(screen.getByLabelText('Marital Status'), 'Married');
    const middle = await screen.findByLabelText('Middle Name or Initial');
    await user.clear(middle);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Middle Name or Initial'))).toBe(MESSAGES.required));
    expect(submits).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Marital Status'), 'Single');
    await waitFor(() => expect(screen.queryByLabelText('Middle Name or Initial')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submits).toHaveLength(1));
  });
});
