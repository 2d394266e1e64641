import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberTable } from '../../../src/storefront/homes/MemberTable';
// oxlint-disable-next-line import/no-unassigned-import -- the homes' own styles
import '../../../src/storefront/homes/homes.css';
import { shows } from '../../fixtures/shows';
import { GROUP_ROWS, REP_ROWS } from './homesFixtures';

/** The current-member table (storefront.md section 6): search, 5 rows a page, statuses, Enroll Now. */
const meta = {
  title: 'Storefront/Homes/Member table',
  component: MemberTable,
  args: { rows: REP_ROWS, onEnroll: () => undefined },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No members: the search box and 'No members found.'; no pagination. */
export const NoMembers: Story = { args: { rows: [] }, parameters: { storyProblems: shows(['0 members', 'No members found.'], ['Page 1']) } };

/** Acme's three members: one page, Morgan Lee's vision plan TERMED in red and in words. */
export const OnePage: Story = {
  args: { rows: GROUP_ROWS },
  parameters: { storyProblems: shows(['3 members', 'Current members, page 1 of 1', 'Morgan Lee', 'TERMED (not active)', 'PENDING (not active)'], ['Page 2']) },
};

/** Rep 1001's six members: two pages of five with Previous, Page 1, Page 2 and Next. */
export const TwoPages: Story = {
  parameters: { storyProblems: shows(['6 members', 'Current members, page 1 of 2', 'Previous', 'Next'], ['Drew Hart']) },
};
