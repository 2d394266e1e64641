import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetName } from '../../schemas/catalog';
import { T } from '../../src/studio/text';
import { previewLabel, WidgetPreview } from '../fixtures/studio/WidgetPreview';
import { shows } from '../fixtures/shows';

/**
 * Every widget of the engine's registry a draft can add (all but group and list, which only the
 * catalog makes), as the studio shows the new field: its property panel and its rendering by the
 * production engine. One story per widget.
 */
const meta = {
  title: 'Studio/Widget previews',
  component: WidgetPreview,
  args: { widget: 'text' },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story of one widget: the panel names the field; a shown widget's label is in the preview too. */
function widgetStory(widget: WidgetName): Story {
  // The panel's heading names the field; the preview repeats its label unless the widget renders nothing.
  const panel = `${T.propertiesOf} ${previewLabel(widget)}`;
  return { args: { widget }, parameters: { storyProblems: (_args: unknown, container: HTMLElement) => [
    ...shows([panel])(),
    ...(widget === 'hidden' || container.querySelector('.studio-column + .studio-column')?.textContent?.includes(previewLabel(widget)) ? [] : [`preview lacks ${previewLabel(widget)}`]),
  ] } };
}

export const Name = widgetStory('name');
export const Text = widgetStory('text');
export const Textarea = widgetStory('textarea');
export const Email = widgetStory('email');
export const Phone = widgetStory('phone');
export const Ssn = widgetStory('ssn');
export const Zip = widgetStory('zip');
export const State = widgetStory('state');
export const Date = widgetStory('date');
export const HeightFeet = widgetStory('heightFeet');
export const HeightInch = widgetStory('heightInch');
export const Weight = widgetStory('weight');
export const Number = widgetStory('number');
export const Select = widgetStory('select');
export const Radio = widgetStory('radio');
export const Checkbox = widgetStory('checkbox');
export const CheckboxGroup = widgetStory('checkboxGroup');
export const Percentage = widgetStory('percentage');
export const PaymentType = widgetStory('paymentType');
export const BillDate = widgetStory('billDate');
export const ExistingAccount = widgetStory('existingAccount');
export const RoutingNumber = widgetStory('routingNumber');
export const AccountNumber = widgetStory('accountNumber');
export const CardNumber = widgetStory('cardNumber');
export const SecurityCode = widgetStory('securityCode');
export const ExpiryMonth = widgetStory('expiryMonth');
export const ExpiryYear = widgetStory('expiryYear');
export const YesNoCheckbox = widgetStory('yesNoCheckbox');
export const Hidden = widgetStory('hidden');
