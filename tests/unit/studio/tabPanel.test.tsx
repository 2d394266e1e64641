import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '../../../schemas/api/types';
import type { TabProps } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { TabPanel, tabKindOf } from '../../../src/studio/editor/TabPanel';

type OnSet = (prop: keyof TabProps, value: unknown) => void;

/** The panel over a draft tab part that follows its edits, as the editor's draft does; every edit is recorded. */
function Harness({ onSet, isNew = true, errors = [], start }: { onSet: OnSet; isNew?: boolean; errors?: FieldError[]; start?: Partial<TabProps> }) {
  const [own, setOwn] = useState<Partial<TabProps> | undefined>(start);
  return (
    <TabPanel own={own} below={isNew ? undefined : { title: 'Contact Information' }} from={own?.title ? { title: 'group' } : undefined} isNew={isNew} errors={errors} readOnly={false}
      onSet={(prop, value) => {
        onSet(prop, value);
        setOwn((t) => ({ ...t, [prop]: value }));
      }} />
  );
}

/** The message an input is described by (its error). */
const messageOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');

describe('the tab panel', () => {
  it('labels each tab property\'s input by its name; the route only for a new tab', () => {
    const { unmount } = render(<Harness onSet={vi.fn<OnSet>()} />);
    for (const name of [T.tabTitle, T.tabRoute, T.tabOrder, T.tabRequired]) expect(screen.getByLabelText(name)).toBeTruthy();
    unmount();
    render(<Harness onSet={vi.fn<OnSet>()} isNew={false} />);
    expect(screen.queryByLabelText(T.tabRoute)).toBeNull();
    // A spec tab's title shows the layer below's as the empty input's placeholder.
    expect(screen.getByLabelText(T.tabTitle).getAttribute('placeholder')).toBe('Contact Information');
  });

  it('reports each edit as the tab property it changes; emptied, the override is cleared', async () => {
    const onSet = vi.fn<OnSet>();
    render(<Harness onSet={onSet} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(T.tabTitle), 'Additional Information');
    expect(onSet).toHaveBeenLastCalledWith('title', 'Additional Information');
    await user.type(screen.getByLabelText(T.tabRoute), 'additional');
    expect(onSet).toHaveBeenLastCalledWith('slug', 'additional');
    await user.type(screen.getByLabelText(T.tabOrder), '2.5');
    expect(onSet).toHaveBeenLastCalledWith('order', 2.5);
    await user.clear(screen.getByLabelText(T.tabOrder));
    expect(onSet).toHaveBeenLastCalledWith('order', undefined);
    await user.selectOptions(screen.getByLabelText(T.tabRequired), T.no);
    expect(onSet).toHaveBeenLastCalledWith('required', false);
    await user.selectOptions(screen.getByLabelText(T.tabRequired), `${T.tabAsBelow} (${T.yes})`);
    expect(onSet).toHaveBeenLastCalledWith('required', undefined);
  });

  it('offers Retired on a new tab only, and reports it as a flag', async () => {
    const onSet = vi.fn<OnSet>();
    const { unmount } = render(<Harness onSet={onSet} isNew={false} />);
    expect(screen.queryByLabelText(T.tabRetired)).toBeNull();
    unmount();
    render(<Harness onSet={onSet} />);
    await userEvent.setup().selectOptions(screen.getByLabelText(T.tabRetired), T.yes);
    expect(onSet).toHaveBeenLastCalledWith('retired', true);
  });

  it("offers Most rows on a list form only, with the spec's limit as its placeholder, and reports it as a number", async () => {
    const onSet = vi.fn<OnSet>();
    const { unmount } = render(<Harness onSet={onSet} />);
    expect(screen.queryByLabelText(T.tabMaxItems)).toBeNull();
    unmount();
    render(<TabPanel own={undefined} below={undefined} from={undefined} isNew={false} listLimit={3} errors={[]} readOnly={false} onSet={onSet} />);
    const input = screen.getByLabelText(T.tabMaxItems);
    expect(input.getAttribute('placeholder')).toBe('3');
    await userEvent.setup().type(input, '2');
    expect(onSet).toHaveBeenLastCalledWith('maxItems', 2);
  });

  it('shows the server\'s messages at tab.* on their inputs', () => {
    render(<Harness onSet={vi.fn<OnSet>()} errors={[
      { target_element: 'tab.title', error_message: MESSAGES.formTabTitleMissing },
      { target_element: 'tab.slug', error_message: MESSAGES.formSlugTaken },
    ]} />);
    const title = screen.getByLabelText(T.tabTitle);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(title)).toBe(MESSAGES.formTabTitleMissing);
    const route = screen.getByLabelText(T.tabRoute);
    expect(route.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(route)).toContain(MESSAGES.formSlugTaken);
    expect(screen.getByLabelText(T.tabOrder).getAttribute('aria-invalid')).toBeNull();
  });

  it('tells a spec tab\'s form (the agreement\'s too) from a tab staff added', () => {
    expect([tabKindOf('contact_info'), tabKindOf('agreement_info'), tabKindOf('additional_info'), tabKindOf('No such form')]).toEqual(['spec', 'spec', 'new', null]);
  });
});
