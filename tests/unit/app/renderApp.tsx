/** Renders the real route table at `path` in a memory router (lazy pages resolve as in the app). */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../../../src/app/routes';

/** A fresh SWR cache per render: a test never sees another's site settings. */
const freshCache = () => new Map();

export function renderApp(path: string) {
  return render(
    <SWRConfig value={{ provider: freshCache }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SWRConfig>,
  );
}
