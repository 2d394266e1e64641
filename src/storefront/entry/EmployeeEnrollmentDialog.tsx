/** The Employee Enrollment dialog of the landing page: the group enrollment code flow in a modal. */
import { Modal } from '../../app/ui/Modal';
import { EmployeeEnrollmentView } from './EmployeeEnrollmentView';
import { useEmployeeEnrollment } from './useEmployeeEnrollment';

/** Escape and No close it; Yes leaves for the employer's plans. */
export function EmployeeEnrollmentDialog({ onClose }: { onClose: () => void }) {
  const flow = useEmployeeEnrollment(onClose);
  return (
    <Modal title="Employee Enrollment" onClose={onClose}>
      <EmployeeEnrollmentView {...flow} />
    </Modal>
  );
}
