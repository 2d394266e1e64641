import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes and layout', () => {
  it('shows a calm home page with the way to resume, inside header, main and footer', async () => {
    installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [] } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Continue a saved enrollment' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it('brands the header and footer from the site settings of this host', async () => {
    const calls = installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [{ key: 'site_name', value: 'Acme Benefits' }, { key: 'primary_color', value: '#8a2c0d' }] } } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Acme Benefits home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Acme Benefits');
    expect(document.documentElement.style.getPropertyValue('--bs-primary')).toBe('#8a2c0d');
    expect(calls[0].query.site_domain).toBe(btoa(window.location.hostname));
  });

  it('keeps the default brand when the settings cannot load', async () => {
    installFakeApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeTruthy();
  });

  it.each(['/cart'])('%s says the step is not available yet, with no form', async (path) => {
    installFakeApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'This step is not available yet' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves focus to the main region after a client-side navigation, not on the first load', async () => {
    installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [] } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to/ });
    const main = screen.getByRole('main');
    expect(document.activeElement).not.toBe(main);
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: 'Continue a saved enrollment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Benefit Store' })).toBeTruthy();
    expect(document.activeElement).toBe(main);
  });

  it('answers an unknown path with the 404 page and a way home', async () => {
    installFakeApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
  });
});
