import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEW_TILES } from '../../machines/reviewTiles';
import type { TabName } from '../../schemas/tabs';
import { TabDetailsDialog } from '../../src/enrollment/review/TabDetailsDialog';
import { fixtureDetails } from '../fixtures/review';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the review's own styles
import '../../src/enrollment/review/review.css';

const tile = (tab: TabName) => REVIEW_TILES.find((entry) => entry.tab === tab)!;
const story = (tab: TabName, texts: string[]) => ({
  args: { tile: tile(tab), details: fixtureDetails(tab) },
  parameters: { storyProblems: shows([tile(tab).label, 'Edit Details', 'Close', ...texts], ['123450007', '123450077']) },
});

/**
 * View Details of each kind of tab, read-only: a form tab through the engine (every field
 * read-only, SSN masked), the list and question tabs as summaries, the agreement and billing
 * generically. DEMO0007's saved answers, with a health Yes and a medication.
 */
const meta = {
  title: 'Review/Details dialog',
  component: TabDetailsDialog,
  args: { tile: tile('primary_info'), enrollmentId: 'de000007-0000-4000-8000-000000000007', onEdit: () => undefined, onClose: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof TabDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInfo: Story = story('primary_info', ['First Name', 'Social Security Number']);
export const ContactInfo: Story = story('contact_info', ['Email']);
export const EmployerInfo: Story = story('employer_info', ['Employer Name', 'Holiday Policy']);
export const Beneficiaries: Story = story('beneficiary_info', ['Beneficiary #1: Alex Fischer', 'xxxxx0077', '100%']);
export const HealthQuestions: Story = story('primary_health_info', ['High blood pressure', 'Medication 1', 'Lisinopril', 'Additional Notes']);
export const Dependents: Story = story('dependent_info', ['Dependent #1: Alex Fischer', 'Spouse', '5 ft 11 in']);
export const Billing: Story = story('billing_info', ['Payment Method', 'list']);
export const Agreement: Story = story('agreement_info', ['Group Name', 'Acme Manufacturing']);
