import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { MessagesPreview } from '../../src/studio/preview/MessagesPreview';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the preview looks as in the studio
import '../../src/studio/studio.css';

const UNKNOWN_PLAN = 'We could not find this plan';

/** The preview of "Storefront: Messages" for a portal: each site message where a visitor meets it, in the draft's words. */
const meta = {
  title: 'Studio/Messages preview',
  component: MessagesPreview,
  args: { formName: 'storefront_messages', resolved: { messages: {} }, content: { fields: {} } },
} satisfies Meta<typeof MessagesPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty draft: every message in the catalog's words, under its place. */
export const EmptyDraft: Story = {
  parameters: { noInputs: true, storyProblems: shows([T.messagesPreviewIntro, T.placePlanDetail, T.placeCart, MESSAGES.pricingPlanUnknown, MESSAGES.cartEmpty], [T.messagesPreviewChanged]) },
};

/** The draft overrides one message: its words under Plan detail, marked as this draft's change. */
export const Overridden: Story = {
  args: { resolved: { messages: { pricingPlanUnknown: UNKNOWN_PLAN } }, content: { fields: {}, messages: { pricingPlanUnknown: UNKNOWN_PLAN } } },
  parameters: { noInputs: true, storyProblems: shows([UNKNOWN_PLAN, T.messagesPreviewChanged], [MESSAGES.pricingPlanUnknown]) },
};

/** Wizard: Messages: the wizard's places (Save & Continue Later, session, receipt). */
export const Wizard: Story = {
  args: { formName: 'wizard_messages' },
  parameters: { noInputs: true, storyProblems: shows([T.placeSaveLater, T.placeSession, T.placeReceipt, MESSAGES.saveLaterPrompt]) },
};
