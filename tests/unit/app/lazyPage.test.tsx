/**
 * A route's page made with lazyPage (src/app/lazyPage.ts): once its module is in, the page shows
 * in the very first render, with no loading fallback before it (React 19 would hold the page back
 * 300 ms after a fallback: issue 17); asked for before that, it loads behind its fallback as
 * React.lazy's pages do.
 */
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../../src/app/lazyPage';

const Plans = () => <h1>Plans for you</h1>;

function withFallback(Page: ComponentType) {
  return <Suspense fallback={<p>Loading…</p>}><Page /></Suspense>;
}

describe('lazyPage', () => {
  it('shows a preloaded page in the first render, never its fallback', async () => {
    const { Page, preload } = lazyPage(() => Promise.resolve(Plans));
    await preload();
    render(withFallback(Page));
    expect(screen.getByRole('heading', { name: 'Plans for you' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads a page asked for before its module is in behind the fallback, then shows it', async () => {
    const { Page } = lazyPage(() => Promise.resolve(Plans));
    render(withFallback(Page));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Plans for you' })).toBeTruthy();
  });

  it('loads the module once, however often it is asked for', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Plans);
    });
    await Promise.all([preload(), preload()]);
    render(withFallback(Page));
    expect(screen.getByRole('heading', { name: 'Plans for you' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
