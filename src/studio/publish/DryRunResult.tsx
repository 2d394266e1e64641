import type { DryRun } from '../../../machines/studio';
import { T } from '../text';

/** The dry run's result: how many saved enrollments in flight would break, by field. */
export function DryRunResult({ dryRun }: { dryRun: DryRun }) {
  if (!dryRun.supported) return <p>{T.dryRunNotChecked}</p>;
  const fields = Object.entries(dryRun.fields);
  return (
    <div className="studio-dry-run" data-testid="studio-dry-run">
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
