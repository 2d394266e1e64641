/**
 * Issue 17: the first load of a wizard step's path asks for its screen before the app's first
 * render (src/app/routes.tsx loadFirstPage, src/enrollment/stepScreens.ts), so the step shows in
 * that render instead of behind the layout's loading fallback, which React 19 held on screen
 * 300 ms or more after the step's code was in.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { loadFirstPage, UNAVAILABLE_PATHS } from '../../../src/app/routes';
import { STEP_PAGES, stepPageOf } from '../../../src/enrollment/stepScreens';

describe("a wizard step's first load", () => {
  it("finds each built step's screen by its path, with or without a trailing slash, and nothing elsewhere", () => {
    for (const { tab_name: tab, path } of WIZARD_TABS) {
      expect(stepPageOf(path)).toBe(STEP_PAGES[tab]);
      expect(stepPageOf(`${path}/`)).toBe(STEP_PAGES[tab]);
      expect(UNAVAILABLE_PATHS.includes(path)).toBe(STEP_PAGES[tab] === undefined);
    }
    for (const path of ['/', '/plans', '/enrollment', '/enrollment/receipt']) expect(stepPageOf(path)).toBeUndefined();
  });

  it('shows the step in the first render once the path was loaded, never the fallback', async () => {
    const path = '/enrollment/dependent-information';
    await loadFirstPage(path);
    const Page = stepPageOf(path)!.Page;
    render(<MemoryRouter initialEntries={[path]}><Suspense fallback={<p>fallback</p>}><Page /></Suspense></MemoryRouter>);
    // No enrollment in this browser session: the step's own answer, shown at once.
    expect(screen.getByRole('heading', { name: ENROLLMENT_TEXT.stepLoader.resumeYourEnrollment })).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
