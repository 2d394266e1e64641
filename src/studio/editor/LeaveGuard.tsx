import { useEffect, useRef } from 'react';
import { T } from '../text';

/** The unsaved-changes question when leaving the editor: Leave or Stay, focus on the question. */
export function LeaveGuard({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div className="studio-card studio-error" role="alertdialog" aria-labelledby="studio-leave-text" aria-modal="false">
      <p id="studio-leave-text">{T.leaveUnsaved}</p>
      <div className="studio-actions">
        <button type="button" className="btn btn--secondary" onClick={onLeave}>{T.leave}</button>
        <button type="button" className="btn btn--primary" ref={stay} onClick={onStay}>{T.stay}</button>
      </div>
    </div>
  );
}
