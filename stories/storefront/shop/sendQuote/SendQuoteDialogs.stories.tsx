import type { Meta, StoryObj } from '@storybook/react-vite';
import { storefrontForm } from '../../../../adapters';
import { MESSAGES } from '../../../../schemas/messages';
import { SendQuoteDialogs } from '../../../../src/storefront/shop/sendQuote';
import { shows } from '../../../fixtures/shows';
import { localValidation } from '../../../fixtures/localValidation';
import { atPhone } from '../../../fixtures/viewports';

const idle = () => undefined;

/** A quote as get-quote-preview-content renders it (server/services/quote/quoteHtml.ts), trimmed to its parts. */
const PREVIEW_HTML = '<div style="font-family:Arial,Helvetica,sans-serif;color:#1d2b3a">'
  + '<h2>Benefit Store: your personalized quote</h2><p>Dear Casey Morgan,</p>'
  + '<p>Here is the quote we prepared for you. Coverage: Member + 1 Child. State: IL.</p>'
  + '<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:bold">Plans</caption>'
  + '<thead><tr><th scope="col">Plan</th><th scope="col">Category</th><th scope="col">Monthly</th></tr></thead>'
  + '<tbody><tr><td>Premier Family Medical</td><td>Medical</td><td>$618.00</td></tr>'
  + '<tr><td>Wellness Association Membership</td><td>Lifestyle</td><td>$5.00</td></tr></tbody>'
  + '<tfoot><tr><th scope="row" colspan="2">First month</th><td>$623.00</td></tr>'
  + '<tr><th scope="row" colspan="2">Every month after</th><td>$623.00</td></tr></tfoot></table>'
  + `<ul><li>${MESSAGES.quoteAdminFee.replace('{plan}', 'Premier Family Medical').replace('{percent}', '3')}</li>`
  + `<li>${MESSAGES.quoteEvidence.replace('{plan}', 'Prairie Term Life 100k')}</li></ul>`
  + '<p><em>The sent quote carries a personal link to this cart and a code to resume it.</em></p>'
  + '<p>Prepared by Jordan Avery (jordan.avery@example.com, (555) 201-0001).</p></div>';

/** The engine's send-quote form (schemas/catalog/storefront/sendQuote.ts), validated in the story's browser. */
const FORM = storefrontForm('send_quote');
const DEFINITION = { form: FORM, validation: localValidation(FORM) };

const FILLED = { name: 'Casey Morgan', email: 'casey@example.com', message: 'As we discussed on the phone.' };

/** The cart's personalised quote dialogs in each state of machines/storefront/sendQuote. */
const meta = {
  title: 'Storefront/Shop/Send Personalized Quote',
  component: SendQuoteDialogs,
  args: {
    step: 'form', busy: false, definition: DEFINITION, values: { name: '', email: '', message: '' }, fieldErrors: [], error: null, preview: null, sent: null,
    onClose: idle, onEdit: idle, onPreview: idle, onSend: idle, onBack: idle,
  },
} satisfies Meta<typeof SendQuoteDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Name, Email, Message; Cancel, Preview, Send. */
export const Form: Story = { parameters: { storyProblems: shows([MESSAGES.quoteSendButton, 'Name', 'Email', 'Message (optional)', 'Preview', 'Send']) } };
/** Send with a name that is not alphabetic and a broken e-mail (as the engine, or the server, answers them). */
export const Invalid: Story = {
  args: {
    values: { name: 'R2D2', email: 'casey@', message: '' },
    fieldErrors: [{ target_element: 'name', error_message: MESSAGES.quoteNameInvalid }, { target_element: 'email', error_message: MESSAGES.quoteEmailInvalid }],
  },
  parameters: { storyProblems: shows([MESSAGES.quoteNameInvalid, MESSAGES.quoteEmailInvalid]) },
};
/** A preview or send is running: the buttons wait. */
export const Busy: Story = { args: { values: FILLED, busy: true }, parameters: { storyProblems: shows([MESSAGES.quoteSendButton, 'Preview']) } };
/** The server refused (an empty cart): its message above the form. */
export const Refused: Story = { args: { values: FILLED, error: MESSAGES.quoteCartEmpty }, parameters: { storyProblems: shows([MESSAGES.quoteCartEmpty]) } };
/** The mail could not be sent: the message at the e-mail. */
export const MailFailed: Story = {
  args: { values: FILLED, fieldErrors: [{ target_element: 'email', error_message: MESSAGES.mailFailed }] }, parameters: { storyProblems: shows([MESSAGES.mailFailed]) },
};
/** The rendered quote in its 500 px scroll area, with the premier fee and evidence-of-insurability notices. */
export const Preview: Story = {
  args: { step: 'preview', values: FILLED, preview: PREVIEW_HTML },
  parameters: { noInputs: true, storyProblems: shows(['Quote Preview', 'Dear Casey Morgan,', 'Member + 1 Child', '3% administrative fee', 'evidence of insurability', 'Back', 'Send']) },
};
/** The confirmation after a send. */
export const Sent: Story = {
  args: { step: 'sent', sent: MESSAGES.quoteSent.replace('{email}', 'casey@example.com') },
  parameters: { noInputs: true, storyProblems: shows(['Quote Successfully Sent to casey@example.com', 'OK']) },
};

/** The quote preview, branded by the site at the narrowest phone width. */
export const PreviewAtPhone: Story = atPhone(Preview, 'Preview');
