/**
 * Issue 17: a resumed wizard screen's page paints its heading before the app
 * (server/services/wizardStaticPaint.ts); the app's step takes its place and the static copy is
 * gone once the app's frame shows, or once the app leaves the screen before its step shows
 * (src/app/useStaticPaintHandOver.ts), so the page never holds two headings nor its <style>.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wizardStaticPaint } from '../../../server/services/wizardStaticPaint';
import { STATIC_PAINT_ID } from '../../../server/services/staticPaint';
import { MESSAGES } from '../../../schemas/messages';
import { setSession } from '../../../src/session';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000003-0000-4000-8000-000000000003';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.getElementById(STATIC_PAINT_ID)?.remove();
});

/** The page's static first paint, as the server writes it beside the app's root. */
function paintFromServer() {
  document.body.insertAdjacentHTML('beforeend', wizardStaticPaint({ screen: 'primary_info' }));
}

describe("a wizard screen's static first paint", () => {
  it('is gone once the step shows its own heading', async () => {
    installFakeApi(wizardRoutes({ portal: 12, groupId: 2556, eprocess: 'group', enrollCode: { show_enroll_code: false, required: false, saved: false } }));
    paintFromServer();
    expect(document.querySelector(`#${STATIC_PAINT_ID} h1`)?.textContent).toBe('Personal Information');
    setSession('tempId', ID);
    renderApp('/enrollment/personal-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    await waitFor(() => expect(document.getElementById(STATIC_PAINT_ID)).toBeNull());
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // Its <style> went with it (html2canvas would copy a <style> left behind, against the page's policy).
    expect(document.querySelectorAll('body > style')).toHaveLength(0);
  });

  it('is gone when the browser holds no enrollment to show', async () => {
    installFakeApi(wizardRoutes({ portal: 12, groupId: 2556, eprocess: 'group', enrollCode: { show_enroll_code: false, required: false, saved: false } }));
    paintFromServer();
    renderApp('/enrollment/personal-info');
    expect(await screen.findByRole('link', { name: 'Continue a saved enrollment' })).toBeTruthy();
    expect(document.getElementById(STATIC_PAINT_ID)).toBeNull();
  });

  it("is gone once the app's frame shows a page other than its step's (a redirect before the step mounted)", async () => {
    installFakeApi(wizardRoutes({ portal: 12, groupId: 2556, eprocess: 'group', enrollCode: { show_enroll_code: false, required: false, saved: false } }));
    paintFromServer();
    setSession('tempId', ID);
    // A redirect of the painted screen to another page: no step of it ever mounts.
    renderApp('/continue-enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.continueWelcome })).toBeTruthy();
    await waitFor(() => expect(document.getElementById(STATIC_PAINT_ID)).toBeNull());
    expect(document.querySelectorAll('body style')).toHaveLength(0);
  });
});
