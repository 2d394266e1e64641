import type { DryRun } from '../../../machines/studio';
import { T } from '../text';

/** What retiring the tab does, when the draft retires it. */
const Retires = ({ dryRun }: { dryRun: DryRun }) => (dryRun.retires ? <p>{T.dryRunRetires}: <strong>{dryRun.retires.kept_by}</strong>.</p> : null);

/** The dry run's result: how many saved enrollments in flight would break, by field, and what retiring the tab does. */
export function DryRunResult({ dryRun }: { dryRun: DryRun }) {
  if (!dryRun.supported) return <><Retires dryRun={dryRun} /><p>{T.dryRunNotChecked}</p></>;
  const fields = Object.entries(dryRun.fields);
  return (
    <div className="studio-dry-run" data-testid="studio-dry-run">
      <Retires dryRun={dryRun} />
      <p>{T.dryRunResult}: <strong>{dryRun.checked}</strong>; {dryRun.failing} {T.dryRunFailing}.</p>
      {fields.length > 0 && (
        <>
          <h4>{T.dryRunByField}</h4>
          <ul>{fields.map(([field, n]) => <li key={field}>{field}: {n}</li>)}</ul>
        </>
      )}
    </div>
  );
}
