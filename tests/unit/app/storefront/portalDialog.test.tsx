/**
 * The plan detail's select-portal dialog through the fake network (storefront.md sections 2 and 4
 * "Plan detail entry"; issue 16 item 1): the engine's form of schemas/catalog/storefront/portal.ts
 * with the choices the server's definitions give this session, refusing Continue without a portal
 * at the field ('Please choose a platform') and handing the choice to its machine.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { PortalDialog } from '../../../../src/storefront/shop/detail/PortalDialog';
import { installFakeApi } from '../fakeApi';
import { pricingFormRouteFor } from './pricingFormRoute';

afterEach(() => vi.unstubAllGlobals());

/** Jordan Avery's portals and groups, as the server gives them to him signed in. */
const REP = {
  portals: [{ value: '11', label: 'Individual Direct' }, { value: '12', label: 'Group Benefits' }],
  groups: [{ value: '2001', label: 'Acme Manufacturing' }, { value: '2556', label: 'Harbor Logistics' }],
};

/** The dialog with its choice held as the entry machine holds it. */
function Harness({ isRep, onSubmit }: { isRep: boolean; onSubmit: (choice: { portal: number | null; group: number | null }) => void }) {
  const [portal, setPortal] = useState<number | null>(null);
  const [group, setGroup] = useState<number | null>(null);
  return (
    <PortalDialog isRep={isRep} portalId={portal} chosenGroupId={group} error={null} onPortal={setPortal} onGroup={setGroup}
      onSubmit={() => onSubmit({ portal, group })} onClose={() => undefined} />
  );
}

function open(isRep: boolean, choices: Parameters<typeof pricingFormRouteFor>[0]) {
  installFakeApi({ 'get-form-fields-pricing': pricingFormRouteFor(choices) });
  const onSubmit = vi.fn<(choice: { portal: number | null; group: number | null }) => void>();
  render(<SWRConfig value={{ provider: () => new Map() }}><Harness isRep={isRep} onSubmit={onSubmit} /></SWRConfig>);
  return { onSubmit, user: userEvent.setup() };
}

describe('the select-portal dialog', () => {
  it("offers a rep the portals and groups of the server's definitions; no portal is refused at its field", async () => {
    const { onSubmit, user } = open(true, REP);
    const dialog = await screen.findByRole('dialog', { name: 'Select Portal and Group' });
    const portal = await within(dialog).findByLabelText('Portal');
    expect(within(portal).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a portal', 'Individual Direct', 'Group Benefits']);
    const group = within(dialog).getByLabelText('Group');
    expect(within(group).getAllByRole('option').map((option) => option.textContent)).toEqual(['No group (an individual)', 'Acme Manufacturing', 'Harbor Logistics']);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(within(dialog).getByText(MESSAGES.choosePlatform)).toBeTruthy());
    expect(portal.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(portal, 'Group Benefits');
    await user.selectOptions(group, 'Acme Manufacturing');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ portal: 12, group: 2001 }));
  });

  it('asks anyone else the portal only, among the choices the server gave', async () => {
    const { onSubmit, user } = open(false, { portals: [{ value: '12', label: 'Group Benefits' }], groups: null });
    const dialog = await screen.findByRole('dialog', { name: 'Select Portal' });
    const portal = await within(dialog).findByLabelText('Portal');
    expect(within(portal).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a portal', 'Group Benefits']);
    expect(within(dialog).queryByLabelText('Group')).toBeNull();
    await user.selectOptions(portal, 'Group Benefits');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ portal: 12, group: null }));
  });
});
