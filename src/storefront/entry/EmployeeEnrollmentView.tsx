/**
 * What the Employee Enrollment dialog shows in each state of machines/storefront/groupCode (no
 * behaviour of its own): the group enrollment code with its message, or 'The company that you
 * will be enrolling under is:' with the company, Yes / No and the link to re-enter the code.
 */
import { MESSAGES } from '../../shared/text/messages';
import type { GroupLookup } from '../../../machines/storefront/types';
import { CodeEntryForm } from './CodeEntryForm';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.employeeEnrollmentView;

export interface EmployeeEnrollmentViewProps {
  step: 'entry' | 'validating' | 'confirming' | 'leaving';
  code: string;
  error: string | null;
  group: GroupLookup | null;
  onType: (code: string) => void;
  onSubmit: (code: string) => void;
  onYes: () => void;
  onNo: () => void;
  onReenter: () => void;
}

/** The dialog's body in one state. */
export function EmployeeEnrollmentView({ step, code, error, group, onType, onSubmit, onYes, onNo, onReenter }: EmployeeEnrollmentViewProps) {
  if ((step === 'confirming' || step === 'leaving') && group) {
    const busy = step === 'leaving';
    return (
      <div className="company-confirm">
        <p>{MESSAGES.enrollingCompany}</p>
        <p className="company-confirm__name">{group.name}</p>
        <p>
          <button type="button" className="btn btn--link" onClick={onReenter} disabled={busy}>{TEXT.reEnterTheGroupEnrollment}</button>
        </p>
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onNo} disabled={busy}>{TEXT.no}</button>
          <button type="button" className="btn btn--primary" onClick={onYes} disabled={busy}>{TEXT.yes}</button>
        </div>
      </div>
    );
  }
  return <CodeEntryForm form="group_code" code={code} error={error} busy={step === 'validating'} onType={onType} onSubmit={onSubmit} />;
}
