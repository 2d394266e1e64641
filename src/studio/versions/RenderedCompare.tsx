import { useMemo } from 'react';
import type { DefinitionChangeData } from '../../../schemas/api/adminTypes';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormScope } from '../../api/adminPath';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { readComparedVersion, type ComparedVersion } from './comparedVersion';
import { CompareSide, type CompareSideName } from './CompareSide';
import { ProductionVersion } from './ProductionVersion';
import { RenderedVersion } from './RenderedVersion';

export interface RenderedCompareProps {
  target: FormScope;
  formName: DefinedForm;
  from: string;
  to: string;
  /** The resolved forms' differences: their fields are marked on both sides. */
  changes: readonly DefinitionChangeData[];
}

/** One side: the form as rendered (by the engine, or for health and the agreement by the wizard's components). */
function ComparedSide({ formName, data, changed, side }: { formName: DefinedForm; data: ComparedVersion; changed: ReadonlySet<string>; side: CompareSideName }) {
  return (
    <CompareSide version={data.version} side={side}>
      {'form' in data
        ? <RenderedVersion formName={formName} data={data.form} changed={changed} side={side} />
        : <ProductionVersion rendering={data.rendering} changed={changed} side={side} />}
    </CompareSide>
  );
}

/** Two versions side by side as rendered forms (read-only), changed fields marked. */
export function RenderedCompare({ target, formName, from, to, changes }: RenderedCompareProps) {
  const load = useLoad(() => Promise.all([readComparedVersion(target, formName, from), readComparedVersion(target, formName, to)]), `${from}/${to}`);
  const changed = useMemo(() => new Set(changes.flatMap((c) => (c.field ? [c.field] : []))), [changes]);
  return (
    <section aria-labelledby="studio-compare-rendered-title">
      <h3 id="studio-compare-rendered-title">{T.compareRendered}</h3>
      <LoadState load={load}>
        {([a, b]) => (
          <div className="studio-compare-forms">
            <ComparedSide formName={formName} data={a} changed={changed} side="from" />
            <ComparedSide formName={formName} data={b} changed={changed} side="to" />
          </div>
        )}
      </LoadState>
    </section>
  );
}
