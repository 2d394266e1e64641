import type { ReactNode } from 'react';
import { T } from '../text';
import type { Loaded } from './useLoad';

/** Shows a read's loading or failure (with Try again), else its children with the data. */
export function LoadState<T>({ load, children }: { load: Loaded<T>; children: (data: T) => ReactNode }) {
  if (load.failed) {
    return (
      <div role="alert" className="studio-error">
        <p>{T.loadFailed}</p>
        <button type="button" className="btn btn--secondary" onClick={load.reload}>{T.retry}</button>
      </div>
    );
  }
  if (load.data === undefined) return <output className="studio-status studio-muted">{T.loading}</output>;
  return <>{children(load.data)}</>;
}
