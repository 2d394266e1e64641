import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessageKeys } from '../../schemas/forms/formMessages';
import { CATALOG } from '../../schemas/catalog';
import { MESSAGES } from '../../schemas/messages';
import { FormMessages } from '../../src/studio/editor/FormMessages';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

const OVERRIDE = 'Please answer this question before you go on';

/** shows(texts, never), and each of `values` held by an input (an input's value is no text of the page). */
const showsWith = (texts: readonly string[], values: readonly string[], never: readonly string[] = []) => () => [
  ...shows(texts, never)(),
  ...values.filter((value) => ![...document.querySelectorAll('input')].some((input) => input.value === value)).map((value) => `no input holds: ${value}`),
];

/** The editor's Messages of a group's Beneficiary Information draft: each message the form can say, its layer, its default text and its override. */
const meta = {
  title: 'Studio/Messages panel',
  component: FormMessages,
  args: {
    keys: formMessageKeys('beneficiary_info', CATALOG.beneficiary_info),
    own: undefined,
    below: { messages: {}, messagesFrom: {} },
    layer: 'group',
    errors: [],
    onSet: () => undefined,
    readOnly: false,
    messagesOnly: false,
    open: true,
    onToggle: () => undefined,
  },
} satisfies Meta<typeof FormMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing overridden: every message shows the catalog's text, from Default. */
export const NoneOverridden: Story = {
  parameters: { storyProblems: showsWith([T.messagesTitle, 'Field is required', 'Beneficiary total', MESSAGES.beneficiaryTotal, T.messagePlaceholders, '{total}', 'Default'], [MESSAGES.required], [`${T.messageReset}: `]) },
};

/** Some overridden: the portal's text below, and this group's own with Reset to default. */
export const SomeOverridden: Story = {
  args: {
    own: { required: OVERRIDE },
    below: { messages: { beneficiaryMax: 'At most 3 beneficiaries' }, messagesFrom: { beneficiaryMax: 'portal' } },
  },
  parameters: { storyProblems: showsWith(['Portal', 'Group', `1 ${T.messagesOverridden}`], [OVERRIDE, 'At most 3 beneficiaries']) },
};

/** An override that lost its placeholder and one left empty: the check's messages at their inputs. */
export const Errors: Story = {
  args: {
    own: { beneficiaryTotal: 'Totals must be 100%', required: '' },
    errors: [
      { target_element: 'messages.beneficiaryTotal', error_message: MESSAGES.formMessagePlaceholders },
      { target_element: 'messages.required', error_message: MESSAGES.formMessageEmpty },
    ],
  },
  parameters: { storyProblems: showsWith([MESSAGES.formMessagePlaceholders, MESSAGES.formMessageEmpty], ['Totals must be 100%', '']) },
};

/** Shut (a form with fields): the heading, what the messages are, and Show messages. */
export const Closed: Story = { args: { open: false, own: { required: OVERRIDE } }, parameters: { noInputs: true, storyProblems: shows([T.messagesShow, `1 ${T.messagesOverridden}`], [OVERRIDE]) } };

/** Storefront: Messages (a form of messages only): always open, its registered messages. */
export const MessagesOnly: Story = {
  args: { keys: formMessageKeys('storefront_messages', {}), messagesOnly: true, layer: 'portal', own: { cartEmpty: 'Your cart is empty for now.' } },
  parameters: { storyProblems: showsWith([T.messagesOnlyIntro, 'Cart empty', MESSAGES.cartEmpty], ['Your cart is empty for now.'], [T.messagesShow]) },
};
