import { useMemo } from 'react';
import type { DefinitionChangeData } from '../../../schemas/api/adminTypes';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormScope } from '../../api/adminPath';
import { adminVersionForm } from '../../api/adminVersionForm';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { RenderedVersion } from './RenderedVersion';

export interface RenderedCompareProps {
  target: FormScope;
  formName: DefinedForm;
  from: string;
  to: string;
  /** The resolved forms' differences: their fields are marked on both sides. */
  changes: readonly DefinitionChangeData[];
}

/** Two versions side by side as rendered forms (read-only), changed fields marked. */
export function RenderedCompare({ target, formName, from, to, changes }: RenderedCompareProps) {
  const load = useLoad(() => Promise.all([adminVersionForm(target, from), adminVersionForm(target, to)]), `${from}/${to}`);
  const changed = useMemo(() => new Set(changes.flatMap((c) => (c.field ? [c.field] : []))), [changes]);
  return (
    <section aria-labelledby="studio-compare-rendered-title">
      <h3 id="studio-compare-rendered-title">{T.compareRendered}</h3>
      <LoadState load={load}>
        {([a, b]) => (
          <div className="studio-compare-forms">
            <RenderedVersion formName={formName} data={a} changed={changed} side="from" />
            <RenderedVersion formName={formName} data={b} changed={changed} side="to" />
          </div>
        )}
      </LoadState>
    </section>
  );
}
