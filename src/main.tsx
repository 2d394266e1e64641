/** Entry point: mounts the router. Everything beyond the layout loads with its route. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadFirstPage } from './app/routes';
import { startLanguage } from './shared/text/language';
// oxlint-disable-next-line import/no-unassigned-import -- global styles are a side-effect import by design
import './app/app.css';

const root = document.getElementById('root');
if (root) {
  const render = () => createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  // The page's module first (it downloads beside this one), so the page renders without a Suspense
  // fallback, which React 19 would hold on screen for 300 ms (src/app/lazyPage.ts). The HTML's own
  // loading indicator shows meanwhile; a module that fails to load fails in the page's error boundary, as before.
  // The page's language's texts beside it (src/shared/text/language.ts): the first render speaks it.
  void Promise.all([loadFirstPage(window.location.pathname), startLanguage()]).then(render, render);
}
