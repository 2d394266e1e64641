import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from '../../../src/storefront/chrome/SiteHeader';
import { shows } from '../../fixtures/shows';
import {
  CUSTOM_DOMAIN_HEADER, DASHBOARD_LINKS, DEFAULT_HEADER, EMPLOYEE_HEADER, GROUP_HEADER, REP_HEADER,
} from './chromeFixtures';
import { atPhone } from '../../fixtures/viewports';

/** The white-label header for each kind of site (storefront.md section 2 "Header"). */
const meta = {
  title: 'Storefront/Chrome/Header',
  component: SiteHeader,
  args: { model: DEFAULT_HEADER },
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  parameters: { noInputs: true, layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default site: its logo and name, the category menu, Continue a saved enrollment. */
export const DefaultSite: Story = { parameters: { storyProblems: shows(['Benefit Store', 'Medical Plans', 'Dental Plans', 'Continue a saved enrollment']) } };

/** Jordan Avery's site (/javery): his logo, image, phone, e-mail, tagline and About. */
export const RepSite: Story = {
  args: { model: REP_HEADER },
  parameters: { storyProblems: shows(['Jordan Avery Benefits', 'Jordan Avery', '(555) 201-0001', 'jordan.avery@example.com', 'Benefits explained plainly', 'About Jordan Avery']) },
};

/** Acme's landing site (/acme): the group's image, phone, tagline and About. */
export const GroupSite: Story = {
  args: { model: GROUP_HEADER },
  parameters: { storyProblems: shows(['Acme Benefits', 'Acme Manufacturing', '(555) 217-0100', 'Your Acme benefits', 'About Acme Manufacturing']) },
};

/** Employee-enrollment mode (group code ACME2001): the employer's name and address. */
export const EmployeeMode: Story = {
  args: { model: EMPLOYEE_HEADER },
  parameters: { storyProblems: shows(['Enrolling with your employer', 'Acme Manufacturing', '100 Main St, Springfield, IL 62701']) },
};

/** Acme's custom domain (benefits.acme.test). */
export const CustomDomain: Story = { args: { model: CUSTOM_DOMAIN_HEADER }, parameters: { storyProblems: shows(['Acme Benefits', 'Acme Manufacturing']) } };

/** A non-production site: the Dashboards dropdown with the configured links. */
export const NonProductionDropdown: Story = {
  args: { model: { ...DEFAULT_HEADER, dashboardLinks: DASHBOARD_LINKS } },
  parameters: { storyProblems: shows(['Dashboards', 'Admin', 'Message center', 'Single sign-on']) },
};

/** Plans in the cart and recommendations known: the cart link and View Your Recommended Products. */
export const WithCart: Story = {
  args: { model: { ...REP_HEADER, cartCount: 2, showRecommended: true } },
  parameters: { storyProblems: shows(['Cart', '2 plans', 'View Your Recommended Products']) },
};

/** A rep site's header at the narrowest phone width. */
export const RepSiteAtPhone: Story = atPhone(RepSite, 'RepSite');
