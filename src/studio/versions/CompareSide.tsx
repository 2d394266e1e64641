import type { ReactNode } from 'react';
import { T } from '../text';

/** Which side of Compare versions: the older ("from") or the newer ("to"); each side's ids carry it. */
export type CompareSideName = 'from' | 'to';

/** One side of the rendered compare: its version's heading and the form as rendered. */
export function CompareSide({ version, side, children }: { version: number; side: CompareSideName; children: ReactNode }) {
  const title = `studio-compare-${side}-title`;
  return (
    <section className="studio-compare-form" aria-labelledby={title} data-testid={`studio-compare-${side}`}>
      <h4 id={title}>{T.version} {version}</h4>
      {children}
    </section>
  );
}

/** What the wizard's own components render, read-only: a disabled fieldset holds every control. */
export function ReadOnlyControls({ children }: { children: ReactNode }) {
  return <fieldset disabled className="studio-compare-fieldset">{children}</fieldset>;
}
