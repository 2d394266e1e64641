import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../schemas/messages';
import { NotFoundPage } from '../../../src/app/NotFoundPage';
import { LandingConfigErrorPage } from '../../../src/storefront/entry/LandingConfigErrorPage';
import { AccessPage } from '../../../src/storefront/landing/AccessPage';
import { MarketingLanding } from '../../../src/storefront/landing/MarketingLanding';
import { WelcomeBody } from '../../../src/storefront/landing/SiteWelcome';
import { shows } from '../../fixtures/shows';
import { ACME_LANDING, JORDAN_LANDING } from './entryFixtures';
import { storefrontFormsFallback } from '../../fixtures/storefrontForms';

/** The portals a deployment may configure (get-site-links), given to SWR: no network. */
const LINKS = {
  links: [
    { name: 'group_application', url: 'https://groups.example.test/apply' },
    { name: 'rep_registration', url: 'https://reps.example.test/register' },
    { name: 'rep_dashboard', url: 'https://reps.example.test/' },
    { name: 'member_dashboard', url: 'https://members.example.test/' },
  ],
};

/** The entry's pages as a visitor first sees them (data given to SWR, no network). */
const meta = {
  title: 'Storefront/Entry/Pages',
  component: MarketingLanding,
  // parameters.route: the path the story is at and the route pattern that reads it (the config-error pages' type and page).
  decorators: [(Story, { parameters }) => {
    const route = (parameters.route as { path: string; pattern: string } | undefined) ?? { path: '/', pattern: '*' };
    return (
      <SWRConfig value={{ provider: () => new Map(), fallback: { 'get-site-links': LINKS, ...storefrontFormsFallback() } }}>
        <MemoryRouter initialEntries={[route.path]}><Routes><Route path={route.pattern} element={<Story />} /></Routes></MemoryRouter>
      </SWRConfig>
    );
  }],
} satisfies Meta<typeof MarketingLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "/" on the default site: hero, the two codes, the network figures, about us, the portals, Not My Site. */
export const Landing: Story = {
  parameters: {
    noInputs: true,
    storyProblems: shows(['I have a rep access code', 'Employee Enrollment', '54', '7,500+', '$12 billion', 'About us', 'Rep registration', 'Member dashboard', 'Not My Site']),
  },
};

/** /access-page: the rep access code, the sample card and the portals. */
export const AccessPageView: Story = {
  render: () => <AccessPage />,
  parameters: { storyProblems: shows(['Rep Access Code', 'Casey Example', 'SAMPLE01', 'Group application']) },
};

/** A rep's site (/javery): his welcome, tagline, bio and contact. */
export const RepSite: Story = {
  render: () => <WelcomeBody owner="agent" landing={JORDAN_LANDING} siteName="Benefit Store" />,
  parameters: { noInputs: true, storyProblems: shows(["Welcome to Jordan Avery's benefit store", 'Plain answers, good coverage', 'Shop plans']) },
};

/** A group's site (/acme): the employer, its address and about text. */
export const GroupSite: Story = {
  render: () => <WelcomeBody owner="group" landing={ACME_LANDING} siteName="Benefit Store" />,
  parameters: { noInputs: true, storyProblems: shows(['Benefits for Acme Manufacturing employees', '100 Main St, Springfield, IL 62701', 'since 1952']) },
};

/** /404. */
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.pageNotFound, 'Back to Homepage']) },
};

/** /landing-config-error/Agent/accessPage: a rep code whose rep has no landing. */
export const LandingNotConfiguredAgent: Story = {
  render: () => <LandingConfigErrorPage />,
  parameters: {
    route: { path: '/landing-config-error/Agent/accessPage', pattern: '/landing-config-error/:type/:page' },
    noInputs: true, storyProblems: shows([`${MESSAGES.landingNotConfigured} Agent`, 'Back to Homepage']) },
};

/** /landing-config-error/Group/accessPage: a group code whose group has no landing. */
export const LandingNotConfiguredGroup: Story = {
  render: () => <LandingConfigErrorPage />,
  parameters: {
    route: { path: '/landing-config-error/Group/accessPage', pattern: '/landing-config-error/:type/:page' },
    noInputs: true, storyProblems: shows([`${MESSAGES.landingNotConfigured} Group`, 'Back to Homepage']) },
};
