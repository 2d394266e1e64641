/** The Employee Enrollment dialog of the landing page: the group enrollment code flow in a modal. */
import { Modal } from '../../app/ui/Modal';
import { EmployeeEnrollmentView } from './EmployeeEnrollmentView';
import { useEmployeeEnrollment } from './useEmployeeEnrollment';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.employeeEnrollmentDialog;

/** Escape and No close it; Yes leaves for the employer's plans. */
export function EmployeeEnrollmentDialog({ onClose }: { onClose: () => void }) {
  const flow = useEmployeeEnrollment(onClose);
  return (
    <Modal title={TEXT.employeeEnrollment} onClose={onClose}>
      <EmployeeEnrollmentView {...flow} />
    </Modal>
  );
}
