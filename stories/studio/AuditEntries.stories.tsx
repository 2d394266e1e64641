import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { AuditEntries } from '../../src/studio/audit/AuditEntries';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

const AT = '2026-03-02T10:15:00.000Z';

/** The audit log: every draft change, merge, publish, schedule and rollback, newest first. */
const meta = {
  title: 'Studio/Audit log',
  component: AuditEntries,
  args: {
    entries: [
      { id: '5', at: AT, actor: DEMO_STAFF_PUBLISHER_2.email, action: 'rollback', form: 'contact_info', scope: 'group', scope_id: 2001, version: 4, diff: [], reason: 'The new field confused members' },
      { id: '4', at: AT, actor: DEMO_STAFF_PUBLISHER_2.email, action: 'publish', form: 'contact_info', scope: 'group', scope_id: 2001, version: 3, diff: [], reason: 'Ask for a contact time' },
      {
        id: '3', at: AT, actor: DEMO_STAFF_AUTHOR.email, action: 'draft.merge', form: 'contact_info', scope: 'group', scope_id: 2001, version: null, reason: null,
        diff: [{ kind: 'field', field: 'birth_city', prop: 'required', before: false, after: true }],
      },
      {
        id: '2', at: AT, actor: DEMO_STAFF_AUTHOR.email, action: 'draft.save', form: 'contact_info', scope: 'group', scope_id: 2001, version: null, reason: null,
        diff: [{ kind: 'field', field: 'contact_time', prop: 'label', before: null, after: 'Preferred contact time' }],
      },
      { id: '1', at: AT, actor: DEMO_STAFF_AUTHOR.email, action: 'draft.create', form: 'contact_info', scope: 'group', scope_id: 2001, version: 2, diff: [], reason: null },
    ],
  },
  parameters: { noInputs: true },
} satisfies Meta<typeof AuditEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries of one form and group, each with who, when, why and its changes folded. */
export const Entries: Story = { parameters: { storyProblems: shows(['rollback', 'draft.merge', 'The new field confused members', DEMO_STAFF_AUTHOR.email, `${T.changes} (1)`]) } };
/** No entry matches the filter. */
export const NoEntries: Story = { args: { entries: [] }, parameters: { storyProblems: shows([T.noAudit]) } };
