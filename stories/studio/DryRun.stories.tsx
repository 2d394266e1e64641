import type { Meta, StoryObj } from '@storybook/react-vite';
import { T } from '../../src/studio/text';
import { DryRunResult } from '../../src/studio/publish/DryRunResult';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

/** Publish's dry run: how many saved enrollments in flight the draft would break, by field. */
const meta = {
  title: 'Studio/Dry run result',
  component: DryRunResult,
  args: {
    dryRun: {
      supported: true, checked: 14, failing: 3, fields: { contact_time: 3, birth_city: 1 },
    },
  },
  parameters: { noInputs: true },
} satisfies Meta<typeof DryRunResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some saved enrollments would fail: the count and the fields. */
export const WouldBreak: Story = { parameters: { storyProblems: shows([T.dryRunResult, '14', T.dryRunByField, 'contact_time: 3']) } };
/** Nothing in flight would fail. */
export const NothingBreaks: Story = {
  args: { dryRun: { supported: true, checked: 14, failing: 0, fields: {} } },
  parameters: { storyProblems: shows([T.dryRunResult, T.dryRunFailing], [T.dryRunByField]) },
};
/** A form whose saved enrollments the dry run does not check. */
export const NotChecked: Story = {
  args: { dryRun: { supported: false, checked: 0, failing: 0, fields: {} } },
  parameters: { storyProblems: shows([T.dryRunNotChecked]) },
};
