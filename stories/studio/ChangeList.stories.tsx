import type { Meta, StoryObj } from '@storybook/react-vite';
import { T } from '../../src/studio/text';
import { ChangeList } from '../../src/studio/versions/ChangeList';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

/** Compare versions: each changed field marked, each property with its before and after; the tab's and the messages' changes each a group. */
const meta = {
  title: 'Studio/Diff (ChangeList)',
  component: ChangeList,
  args: {
    changes: [
      { kind: 'field', field: 'contact_time', prop: 'label', before: null, after: 'Preferred contact time' },
      { kind: 'field', field: 'contact_time', prop: 'widget', before: null, after: 'select' },
      { kind: 'field', field: 'birth_city', prop: 'label', before: 'Birth city', after: 'City of birth' },
      { kind: 'field', field: 'birth_city', prop: 'required', before: false, after: true },
      { kind: 'tab', prop: 'title', before: 'Contact Information', after: 'How to reach you' },
      { kind: 'message', prop: 'required', before: null, after: 'Please answer this question before you go on' },
    ],
  },
  parameters: { noInputs: true },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two versions that differ: fields marked, before and after per property. */
export const Changed: Story = { parameters: { storyProblems: shows(['contact_time', 'City of birth', T.before, T.after, 'How to reach you', T.messagesChanged, 'Required (required)', 'Please answer this question before you go on']) } };
/** Two versions alike. */
export const NoChanges: Story = { args: { changes: [] }, parameters: { storyProblems: shows([T.noChanges]) } };
