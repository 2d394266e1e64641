/**
 * The chrome's component-test world: the demo answers of the site calls (Jordan Avery's and
 * Acme's landing pages and sites, the default site) through the fake network, and a page with
 * the real Layout around a stand-in page.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DEMO_AGENT_LANDINGS, DEMO_GROUP_LANDINGS } from '../../../schemas/demo/storefront';
import { DEFAULT_SITE, DEMO_SITES } from '../../../schemas/demo/sites';
import { Layout } from '../../../src/app/Layout';
import { showsChrome } from '../../../src/storefront/entry/chrome';
import { installFakeApi, type FakeAnswer, type FakeRoute } from '../app/fakeApi';

const settings = (site: string) => ({ result: Object.entries({ ...DEMO_SITES[DEFAULT_SITE], ...DEMO_SITES[site] }).map(([key, value]) => ({ key, value })) });

/** get-external-site-dynamic-information by the decoded site key. */
const siteSettings: FakeRoute = (url) => {
  const site = atob(url.searchParams.get('site_domain') ?? '');
  return { data: settings(DEMO_SITES[site] ? site : DEFAULT_SITE) };
};

export const JORDAN_LANDING = {
  display_phone: '5552010001', display_email: 'jordan.avery@example.com', tagline: DEMO_AGENT_LANDINGS[1001].tagline, display_about_name: 'Jordan Avery',
  display_name: 'Jordan Avery', image: DEMO_AGENT_LANDINGS[1001].image, image_link: '', logo: DEMO_AGENT_LANDINGS[1001].logo, agent_code: 'AVERY001',
  agent_bio: DEMO_AGENT_LANDINGS[1001].bio,
};

export const ACME_LANDING = {
  display_phone: '5552170100', display_email: 'benefits@acme.example.com', tagline: DEMO_GROUP_LANDINGS[2001].tagline, display_about_name: 'Acme Manufacturing',
  display_name: 'Acme Manufacturing', image: DEMO_GROUP_LANDINGS[2001].image, image_link: '', logo: DEMO_GROUP_LANDINGS[2001].logo, agent_code: 'AVERY001',
  agent_bio: '', address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  gweb_aboutus: DEMO_GROUP_LANDINGS[2001].bio, gname: 'Acme Manufacturing',
};

export interface WorldOptions {
  environment?: 'production' | 'non-production';
  links?: Record<string, string>;
  ticket?: string | null;
  menu?: string[];
  about?: FakeAnswer;
}

/** Installs the fake network answering the chrome's calls. */
export function installChromeWorld(options: WorldOptions = {}) {
  return installFakeApi({
    'get-default-info': {
      data: {
        site_name: 'Benefit Store', logo_url: '', primary_color: '#1d4e89', accent_color: '#2a9d8f', portal_id: 11, platform_name: 'Individual Direct',
        platform_code: 'IND', environment: options.environment ?? 'non-production', app_hosts: ['localhost', '127.0.0.1'], white_label: null,
      },
    },
    'get-external-site-dynamic-information': siteSettings,
    'get-common-menu': { data: options.menu ?? ['medical', 'dental', 'vision', 'lifestyle'] },
    'get-site-links': { data: { links: Object.entries(options.links ?? {}).map(([name, url]) => ({ name, url })) } },
    'get-ticket-link': options.ticket ? { data: { ticket: options.ticket } } : { status: 204, data: null },
    'get-agent-landing-page-info': (url) => (url.searchParams.get('agent_id') === '1001' ? { data: JORDAN_LANDING } : { status: 204, data: null }),
    'get-group-landing-page-info': (url) => (url.searchParams.get('group_id') === '2001' ? { data: ACME_LANDING } : { status: 204, data: null }),
    'get-agent-about-page-info': options.about ?? { data: { agent_bio: JORDAN_LANDING.agent_bio } },
    'get-group-about-page-info': { data: { gweb_aboutus: ACME_LANDING.gweb_aboutus } },
  });
}

/** The real Layout at `path` around a stand-in page. */
/**
 * Renders the Layout on `path` and waits until its lazy header and footer have loaded (on a path
 * with chrome), as a visitor waits for them.
 */
export async function renderChrome(path = '/continue-enrollment') {
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  if (showsChrome(path)) await Promise.all([screen.findByRole('banner'), screen.findByRole('contentinfo')]);
  return view;
}
