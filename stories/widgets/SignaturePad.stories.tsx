import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { SignatureStory, signatureStoryProblems, type SignatureStoryProps } from '../fixtures/SignatureStory';

/** The signature of the Agreement & Signature step: the pad (signature_pad) with Clear, and the typed-name alternative. */
const meta = {
  title: 'Widgets/Signature',
  component: SignatureStory,
  args: { state: 'empty' },
  parameters: { storyProblems: (args: SignatureStoryProps, container: HTMLElement) => signatureStoryProblems(args, container) },
} satisfies Meta<typeof SignatureStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Drawn: Story = { args: { state: 'drawn' } };
export const Typed: Story = { args: { state: 'typed' } };
export const Invalid: Story = { args: { state: 'invalid', error: MESSAGES.signatureRequired } };
/** A typed name that is not the applicant's. */
export const InvalidTypedName: Story = { args: { state: 'invalid', error: MESSAGES.typedNameMismatch } };
