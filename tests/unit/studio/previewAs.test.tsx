import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { PreviewAs } from '../../../src/studio/preview/PreviewAs';
import { usePreviewPersona } from '../../../src/studio/preview/usePreviewPersona';

const TAYLOR = { id: 'de000002-0000-4000-8000-000000000002', code: 'DEMO0002', name: 'Taylor Brooks', portal_id: 12, group_id: 2001 };
const MORGAN = { id: 'de000004-0000-4000-8000-000000000004', code: 'DEMO0004', name: 'Morgan Lee', portal_id: 12, group_id: 2001 };

// The admin calls answer as the server does for group 2512's portal (the factories run lazily, after the constants).
vi.mock('../../../src/api/adminPersonas', () => ({ adminPersonas: async () => [TAYLOR, MORGAN] }));
vi.mock('../../../src/api/adminPersonaValues', () => ({
  adminPersonaValues: async (_target: unknown, id: string) => ({ persona: id === TAYLOR.id ? TAYLOR : MORGAN, values: { first_name: id === TAYLOR.id ? 'Taylor' : 'Morgan' } }),
}));

const TARGET = { form: 'primary_info', scope: 'group', scopeId: 2512 };

/** The select and the values it yields, as the preview binds them. */
function Harness() {
  const [state, send] = usePreviewPersona(TARGET);
  return (
    <>
      <PreviewAs state={state} send={send} />
      <output data-testid="values">{JSON.stringify(state.context.values)}</output>
    </>
  );
}

describe('Preview as', () => {
  it('lists the personas in a labelled select, fills with the chosen one, and keeps the choice when the preview is mounted again', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    const select = await screen.findByRole('combobox', { name: T.previewAs });
    expect(await screen.findByRole('option', { name: 'DEMO0004 · Morgan Lee' })).toBeTruthy();
    await user.selectOptions(select, TAYLOR.id);
    expect((await screen.findByTestId('studio-preview-as-shown')).textContent).toContain('DEMO0002 · Taylor Brooks');
    expect(screen.getByTestId('values').textContent).toContain('Taylor');

    // A save remounts the preview: the persona chosen is chosen again.
    first.unmount();
    render(<Harness />);
    expect((await screen.findByTestId('studio-preview-as-shown')).textContent).toContain('DEMO0002');
    expect((screen.getByRole('combobox', { name: T.previewAs }) as HTMLSelectElement).value).toBe(TAYLOR.id);

    await user.selectOptions(screen.getByRole('combobox', { name: T.previewAs }), '');
    expect(screen.queryByTestId('studio-preview-as-shown')).toBeNull();
    expect(screen.getByTestId('values').textContent).toBe('null');
  });
});
