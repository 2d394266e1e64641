import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { clearAllSession, setSession } from '../../../src/session/storage';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

describe('routes and layout', () => {
  it('shows a calm landing with the way to resume in the main region', async () => {
    installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [] } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Continue a saved enrollment' })).toBeTruthy();
  });

  it('frames a page in header, main and footer', async () => {
    installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [] } } });
    renderApp('/access-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enroll with your representative' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it('brands the header and footer from the site settings of this host', async () => {
    const calls = installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [{ key: 'site_name', value: 'Acme Benefits' }, { key: 'primary_color', value: '#8a2c0d' }] } } });
    renderApp('/access-page');
    expect(await screen.findByRole('link', { name: 'Acme Benefits home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Acme Benefits');
    expect(document.documentElement.style.getPropertyValue('--bs-primary')).toBe('#8a2c0d');
    expect(calls.find((call) => call.path === 'get-external-site-dynamic-information')?.query.site_domain).toBe(btoa(window.location.hostname));
  });

  it('keeps the default brand when the settings cannot load', async () => {
    installFakeApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeTruthy();
  });

  it("/cart is the cart page: 'No items in cart.' before any quote", async () => {
    installFakeApi({});
    setSession('isRepAuthenticated', true);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.cartEmpty)).toBeTruthy();
  });

  it('moves focus to the main region after a client-side navigation, not on the first load', async () => {
    installFakeApi({ 'get-external-site-dynamic-information': { data: { result: [] } } });
    renderApp('/access-page');
    await screen.findByRole('heading', { level: 1, name: 'Enroll with your representative' });
    const main = screen.getByRole('main');
    expect(document.activeElement).not.toBe(main);
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: 'Continue a saved enrollment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Benefit Store' })).toBeTruthy();
    // An entry link (the continue link clears the stored visitor) renders the layout afresh: its main region has focus.
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('answers an unknown path with the 404 page and a way home', async () => {
    installFakeApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Homepage' })).toBeTruthy();
  });
});
