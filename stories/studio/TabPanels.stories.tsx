import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { TabPanel } from '../../src/studio/editor/TabPanel';
import { NewTabForm } from '../../src/studio/forms/NewTabForm';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

/** The editor's Tab panel: a new tab's title, route, order and required flag, or a spec tab's (no route). */
const meta = {
  title: 'Studio/Tab panel',
  component: TabPanel,
  args: {
    own: { title: 'Additional Information', slug: 'additional-information', order: 2.5 },
    below: undefined,
    from: { title: 'group', slug: 'group', order: 'group' },
    isNew: true,
    errors: [],
    onSet: () => undefined,
    readOnly: false,
  },
} satisfies Meta<typeof TabPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new tab as New tab created it, its order set. */
export const NewTab: Story = { parameters: { storyProblems: shows([T.tabPanel, T.tabTitle, T.tabRoute, T.tabOrder, T.tabRequired, 'Group']) } };

/** A new tab whose title was emptied and whose route another tab uses: the messages at their inputs. */
export const NewTabErrors: Story = {
  args: {
    own: { slug: 'contact-information' },
    errors: [{ target_element: 'tab.title', error_message: MESSAGES.formTabTitleMissing }, { target_element: 'tab.slug', error_message: MESSAGES.formSlugTaken }],
  },
  parameters: { storyProblems: shows([MESSAGES.formTabTitleMissing, MESSAGES.formSlugTaken]) },
};

/** A spec tab (Contact Information): title, order and required only; the layer below's values as placeholders. */
export const SpecTab: Story = {
  args: { own: { required: false }, below: { title: 'Contact Information' }, from: { required: 'group' }, isNew: false },
  parameters: { storyProblems: shows([T.tabTitle, T.tabOrder, T.no], [T.tabRoute]) },
};

/** The forms list's New tab form, before anything is typed. */
export const NewTabFormStory: Story = {
  name: 'New tab form',
  render: () => (
    <NewTabForm scopes={[{ scope: 'group', scope_id: 2512, name: 'Summit Schools', portal_id: 11, four_eyes: false }]} taken={new Set()}
      onCreate={() => Promise.resolve([])} onCancel={() => undefined} />
  ),
  parameters: { storyProblems: shows([T.newTab, T.tabId, T.tabRoute, T.createTab, 'Group: Summit Schools']) },
};
