import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '../../../src/storefront/chrome/SiteFooter';
import { shows } from '../../fixtures/shows';
import { FOOTER } from './chromeFixtures';

const noop = () => undefined;

/** The white-label footer (storefront.md section 2 "Footer"). */
const meta = {
  title: 'Storefront/Chrome/Footer',
  component: SiteFooter,
  args: { model: FOOTER, actions: { onNotMySite: noop, onEmployeeEnroll: noop } },
  parameters: { noInputs: true, layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link configured, on an Android phone: both store icons and the ticket button. */
export const AllLinks: Story = {
  parameters: { storyProblems: shows(['Rep registration', 'NOT MY SITE', 'EMPLOYEE ENROLL', 'Member login', 'Group application', 'App Store', 'Google Play', 'Submit a ticket', '© 2026 Benefit Store']) },
};

/** On an Apple device the Android icon is hidden. */
export const AppleDevice: Story = {
  args: { model: { ...FOOTER, stores: { ios: true, android: false } } },
  parameters: { storyProblems: shows(['App Store'], ['Google Play']) },
};

/** Acme's site with nothing configured: the app's own actions and the copyright only. */
export const NothingConfigured: Story = {
  args: { model: { ...FOOTER, siteName: 'Acme Benefits', links: {}, ticketUrl: null } },
  parameters: { storyProblems: shows(['NOT MY SITE', 'EMPLOYEE ENROLL', '© 2026 Acme Benefits'], ['Submit a ticket', 'App Store']) },
};
