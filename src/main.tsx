/** Entry point: mounts the router. Everything beyond the layout loads with its route. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadFirstPage } from './app/routes';
import { startLanguage } from './shared/text/language';
// oxlint-disable-next-line import/no-unassigned-import -- global styles are a side-effect import by design
import './app/app.css';

const root = document.getElementById('root');
if (root) {
  // A transition, so React renders the first view in slices of about 5 ms and the browser handles
  // input and network answers between them: rendered at the default priority it was one task of
  // 100-250 ms at 4x CPU after the page's first paint, on the pages the server paints first (issue 17, Total
  // Blocking Time). Nothing is on screen for it to hold back: the page's static first paint (or the
  // HTML's loading indicator) stays until the first commit, which comes as soon as the work is done.
  const render = () => startTransition(() => createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ));
  // The page's module first (it downloads beside this one), so the page renders without a Suspense
  // fallback, which React 19 would hold on screen for 300 ms (src/app/lazyPage.ts). The HTML's own
  // loading indicator shows meanwhile; a module that fails to load fails in the page's error boundary, as before.
  // The page's language's texts beside it (src/shared/text/language.ts): the first render speaks it.
  void Promise.all([loadFirstPage(window.location.pathname), startLanguage()]).then(render, render);
}
