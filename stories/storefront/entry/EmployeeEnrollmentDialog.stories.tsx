import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../schemas/messages';
import { Modal } from '../../../src/app/ui/Modal';
import { EmployeeEnrollmentView, type EmployeeEnrollmentViewProps } from '../../../src/storefront/entry/EmployeeEnrollmentView';
import { shows } from '../../fixtures/shows';
import { withStorefrontForms } from '../../fixtures/storefrontForms';
import { ACME, idle } from './entryFixtures';

/** The Employee Enrollment dialog in a modal, as the landing opens it. */
function EmployeeEnrollmentDialogStory(props: EmployeeEnrollmentViewProps) {
  return <Modal title="Employee Enrollment" onClose={idle}><EmployeeEnrollmentView {...props} /></Modal>;
}

/** The landing's Employee Enrollment dialog in each state of machines/storefront/groupCode. */
const meta = {
  title: 'Storefront/Entry/Employee Enrollment dialog',
  decorators: [withStorefrontForms],
  component: EmployeeEnrollmentDialogStory,
  args: { step: 'entry', code: '', error: null, group: null, onType: idle, onSubmit: idle, onYes: idle, onNo: idle, onReenter: idle },
} satisfies Meta<typeof EmployeeEnrollmentDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group enrollment code entry. */
export const Entry: Story = { parameters: { storyProblems: shows(['Employee Enrollment', 'Group Enrollment Code', 'Continue']) } };
/** Continue with nothing typed. */
export const Required: Story = { args: { error: MESSAGES.required }, parameters: { storyProblems: shows([MESSAGES.required]) } };
/** An unknown code (validate-group answered 204). */
export const InvalidCode: Story = {
  args: { code: 'NOPE0000', error: MESSAGES.invalidGroupCode },
  parameters: { storyProblems: shows([MESSAGES.invalidGroupCode]) },
};
/** The code is being checked. */
export const Validating: Story = { args: { step: 'validating', code: 'ACME2001' }, parameters: { storyProblems: shows(['Continue']) } };
/** 'The company that you will be enrolling under is:' Acme Manufacturing, Yes / No and the re-enter link. */
export const Company: Story = {
  args: { step: 'confirming', code: 'ACME2001', group: ACME },
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.enrollingCompany, 'Acme Manufacturing', 'Yes', 'No', 'Re-enter the group enrollment code']) },
};
/** Yes was chosen: the page is leaving for the employer's plans. */
export const Leaving: Story = {
  args: { step: 'leaving', code: 'ACME2001', group: ACME },
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.enrollingCompany, 'Acme Manufacturing']) },
};
