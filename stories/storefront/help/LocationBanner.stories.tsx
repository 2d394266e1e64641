import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../schemas/messages';
import { LocationBanner } from '../../../src/storefront/help/LocationBanner';
import { shows } from '../../fixtures/shows';

/** The Location Permission banner (storefront.md section 2): Allow, Don't Allow and close. */
const meta = {
  title: 'Storefront/Help/Location banner',
  component: LocationBanner,
  args: { onAllow: () => undefined, onDeny: () => undefined, onDismiss: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof LocationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = { parameters: { storyProblems: shows([MESSAGES.locationPrompt, 'Allow', "Don't Allow"]) } };
