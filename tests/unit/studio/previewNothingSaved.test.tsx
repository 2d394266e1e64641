/**
 * Preview as a persona who saved none of the form's values (issue 15): the storefront's income
 * and hours and tobacco dialogs, whose answers a saved quote never holds, preview empty, and
 * Preview as says why instead of claiming to show the persona's saved values.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildForm, resolveForm } from '../../../adapters';
import { catalogOf } from '../../../schemas/forms/customTabs';
import { storefrontShown } from '../../../schemas/forms/storefrontForms';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { Preview } from '../../../src/studio/preview/Preview';
import { savedNothingNote } from '../../../src/studio/preview/savedNothing';

const JAMIE = { id: 'de000007-0000-4000-8000-000000000007', code: 'DEMO0007', name: 'Jamie Fischer', portal_id: 12, group_id: 2001 };
/** What the server answers for a storefront form: the persona's saved quote (filter_info). */
const QUOTE = { dob: '09/14/1987', zip: '62701', state: 'IL', tier: 'IS', gender: '1' };

vi.mock('../../../src/api/adminPersonas', () => ({ adminPersonas: async () => [JAMIE] }));
vi.mock('../../../src/api/adminPersonaValues', () => ({ adminPersonaValues: async () => ({ persona: JAMIE, values: QUOTE }) }));

describe('Preview as a persona who saved nothing of the form', () => {
  it.each(['incomeHours', 'tobacco'] as const)('%s: the dialog shows empty and Preview as says the saved quote holds no such answers', async (formName) => {
    const user = userEvent.setup();
    const resolved = resolveForm(catalogOf(formName), [{ layer: 'default', content: storefrontShown(formName) }]);
    render(<Preview formName={formName} target={{ form: formName, scope: 'portal', scopeId: 12 }} resolved={resolved} content={{ fields: {} }} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: T.previewAs }), JAMIE.id);
    expect((await screen.findByTestId('studio-preview-as-shown')).textContent).toBe(`DEMO0007 · Jamie Fischer ${T.previewAsQuoteHasNone}`);
    expect(screen.queryByText(new RegExp(T.previewAsShown))).toBeNull();
  });

  it('says nothing of the kind where the persona saved some of the form (the quote) or no one is chosen', () => {
    const quote = buildForm('quote', catalogOf('quote'), [{ field_name: 'zip', value: null, required: true, read_only: false }]);
    expect(savedNothingNote('quote', quote, QUOTE)).toBeNull();
    expect(savedNothingNote('quote', quote, null)).toBeNull();
    expect(savedNothingNote('quote', quote, { other: 'x' })).toBe(T.previewAsQuoteHasNone);
    const contact = buildForm('contact_info', catalogOf('contact_info'), [{ field_name: 'email', value: null, required: true, read_only: false }]);
    expect(savedNothingNote('contact_info', contact, {})).toBe(T.previewAsNothingSaved);
  });
});
