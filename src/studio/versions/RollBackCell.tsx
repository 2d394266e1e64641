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
  const chosen = state.context.version === version && (state.matches('reasoning') || state.matches('rollingBack') || state.matches('failed'));
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
