/** Entry point: mounts the router. Everything beyond the layout loads with its route. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
// oxlint-disable-next-line import/no-unassigned-import -- global styles are a side-effect import by design
import './app/app.css';

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first render as a transition: React renders it in slices of a few milliseconds instead of
  // one task, so the page (index.html's indicator) stays responsive while it builds (issue 17, TBT).
  startTransition(() => {
    app.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
