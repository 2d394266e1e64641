import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { MergedNotice, SaveConflict } from '../../src/studio/editor/SaveOutcome';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

/** A save refused because someone else changed the same properties: those properties, and Reload. */
const meta = {
  title: 'Studio/Save conflict',
  component: SaveConflict,
  args: {
    message: MESSAGES.draftConflict,
    conflicts: [
      { target_element: 'fields.contact_time.label', error_message: MESSAGES.draftConflictProperty },
      { target_element: 'fields.birth_city.required', error_message: MESSAGES.draftConflictProperty },
    ],
    onReload: () => undefined,
    onGo: () => undefined,
  },
  parameters: { noInputs: true },
} satisfies Meta<typeof SaveConflict>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both changed the same properties: nothing saved, each property a link. */
export const Conflicting: Story = { parameters: { storyProblems: shows([MESSAGES.draftConflict, T.conflictingProperties, 'birth_city · required', T.reload]) } };
/** A stale save without what it was read as (an older client): the plain refusal. */
export const Stale: Story = { args: { message: MESSAGES.draftStale, conflicts: [] }, parameters: { storyProblems: shows([MESSAGES.draftStale, T.reload], [T.conflictingProperties]) } };
/** Saved after a merge with someone else's save: their changes listed. */
export const Merged: Story = {
  render: () => <MergedNotice changes={[{ kind: 'field', field: 'address2', prop: 'required', before: null, after: true }]} />,
  parameters: { storyProblems: shows([T.savedMerged, 'address2']) },
};
