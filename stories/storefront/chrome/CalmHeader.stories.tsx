import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalmHeader } from '../../../src/storefront/chrome/CalmHeader';
import { shows } from '../../fixtures/shows';
import { DEFAULT_HEADER, EMPLOYEE_HEADER, REP_HEADER } from './chromeFixtures';
import { atPhone } from '../../fixtures/viewports';

/** The wizard's calm header (issue 17 point 4): the site and its contact, no shop menu, cart or home link. */
const meta = {
  title: 'Storefront/Chrome/Calm header (wizard)',
  component: CalmHeader,
  args: { model: DEFAULT_HEADER },
  parameters: { noInputs: true, layout: 'fullscreen' },
} satisfies Meta<typeof CalmHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default site: its mark and name only. */
export const DefaultSite: Story = { parameters: { storyProblems: shows(['Benefit Store']) } };

/** Enrolling on Jordan Avery's site: his site's name, image, phone and e-mail; no Cart, no Menu. */
export const RepSite: Story = {
  args: { model: REP_HEADER },
  parameters: { storyProblems: shows(['Jordan Avery Benefits', 'Jordan Avery', '(555) 201-0001', 'jordan.avery@example.com']) },
};

/** An Acme employee enrolling: the employer's name and address. */
export const EmployeeMode: Story = {
  args: { model: EMPLOYEE_HEADER },
  parameters: { storyProblems: shows(['Enrolling with your employer', 'Acme Manufacturing', '100 Main St, Springfield, IL 62701']) },
};

/** The wizard's calm header at the narrowest phone width. */
export const RepSiteAtPhone: Story = atPhone(RepSite, 'RepSite');
