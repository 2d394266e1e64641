import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../schemas/messages';
import { fill } from '../../../schemas/uiText/fill';
import { Modal } from '../../../src/app/ui/Modal';
import { AccessCodeView, type AccessCodeViewProps } from '../../../src/storefront/entry/AccessCodeView';
import { shows } from '../../fixtures/shows';
import { withStorefrontForms } from '../../fixtures/storefrontForms';
import { idle, JORDAN } from './entryFixtures';

/** The Access Code dialog in a modal, as the landing opens it. */
function AccessCodeDialogStory(props: AccessCodeViewProps) {
  return <Modal title="Access Code" onClose={idle}><AccessCodeView {...props} /></Modal>;
}

/** The landing's Access Code dialog in each state of machines/storefront/repAccessCode. */
const meta = {
  title: 'Storefront/Entry/Access Code dialog',
  decorators: [withStorefrontForms],
  component: AccessCodeDialogStory,
  args: { step: 'entry', code: '', error: null, rep: null, wording: 'card', onType: idle, onSubmit: idle, onConfirm: idle, onCancel: idle },
} satisfies Meta<typeof AccessCodeDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code entry. */
export const Entry: Story = { parameters: { storyProblems: shows(['Access Code', 'Rep Access Code', 'Continue']) } };
/** Continue with nothing typed. */
export const Required: Story = { args: { error: MESSAGES.required }, parameters: { storyProblems: shows([MESSAGES.required]) } };
/** An unknown code (validate-agent answered 204). */
export const InvalidCode: Story = {
  args: { code: 'NOBODY99', error: MESSAGES.invalidRepAccessCode },
  parameters: { storyProblems: shows([MESSAGES.invalidRepAccessCode]) },
};
/** The code is being checked: Continue waits. */
export const Validating: Story = { args: { step: 'validating', code: 'AVERY001' }, parameters: { storyProblems: shows(['Continue']) } };
/** The rep's card to confirm: name, code, e-mail and phone. */
export const ConfirmCard: Story = {
  args: { step: 'confirming', code: 'AVERY001', rep: JORDAN },
  parameters: { noInputs: true, storyProblems: shows(['Jordan Avery', 'AVERY001', 'jordan.avery@example.com', '(555) 201-0001', 'Confirm', 'Cancel']) },
};
/** The second wording: 'Do you want to enroll under Rep' and his name, Yes / No. */
export const ConfirmQuestion: Story = {
  args: { step: 'confirming', code: 'AVERY001', rep: JORDAN, wording: 'question' },
  parameters: { noInputs: true, storyProblems: shows([fill(MESSAGES.enrollUnderRep, { name: 'Jordan Avery' }), 'Yes', 'No']) },
};
/** Confirm re-validates the code before leaving for his landing. */
export const Confirming: Story = {
  args: { step: 'revalidating', code: 'AVERY001', rep: JORDAN },
  parameters: { noInputs: true, storyProblems: shows(['Jordan Avery', 'Confirm']) },
};
/** Confirm failed on the way (a network failure): the card stays with the message. */
export const ConfirmFailed: Story = {
  args: { step: 'confirming', code: 'AVERY001', rep: JORDAN, error: MESSAGES.generalError },
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.generalError]) },
};
