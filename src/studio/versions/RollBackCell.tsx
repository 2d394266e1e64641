import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { RollbackEvent, rollbackMachine } from '../../../machines/studio';
import { T } from '../text';
import { RollBackForm } from './RollBackForm';

export interface RollBackCellProps {
  version: number;
  state: SnapshotFrom<typeof rollbackMachine>;
  send: (event: RollbackEvent) => void;
}

/** A version row's rollback: its button while the machine may choose it, its reason step once chosen. */
export function RollBackCell({ version, state, send }: RollBackCellProps) {
  const chosen = state.context.version === version && state.hasTag('chosen');
  if (chosen) {
    return (
      <RollBackForm version={version} error={state.context.error} busy={state.hasTag('busy')}
        onSubmit={(reason) => send({ type: 'rollback.submit', reason })} onCancel={() => send({ type: 'rollback.cancel' })} />
    );
  }
  if (!state.can({ type: 'rollback.choose', version })) return null;
  return (
    <button type="button" className="btn btn--secondary" disabled={state.hasTag('busy')} onClick={() => send({ type: 'rollback.choose', version })}>
      {T.rollBack} {version}
    </button>
  );
}

/** What the last rollback made; focus moves here, as the reason step it replaces is gone. */
export function RolledBackNotice({ made }: { made: number }) {
  const notice = useRef<HTMLOutputElement>(null);
  useEffect(() => { notice.current?.focus(); }, []);
  return <output ref={notice} tabIndex={-1} className="studio-status studio-ok" data-testid="studio-rolled-back">{T.rolledBack} {made}.</output>;
}
