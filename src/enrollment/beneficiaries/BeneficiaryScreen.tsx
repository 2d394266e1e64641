import { beneficiaryPolicy } from '../../../domain/beneficiaryRules';
import { saveBeneficiaryInfo } from '../../api/saveBeneficiaryInfo';
import { validateSingleBeneficiary } from '../../api/validateSingleBeneficiary';
import { ListStep, type LoadedList } from '../list/ListStep';
import { StepLoader } from '../StepLoader';
import { BENEFICIARY_STEP } from './beneficiaryStep';
import { loadBeneficiaries, rereadBeneficiaries } from './loadBeneficiaries';

/** The loaded step: the beneficiary rules (at the form's list limit) as the list's policy, validate-single-beneficiary per item, save-beneficiary-info on Next. */
export function BeneficiaryStep({ loaded }: { loaded: LoadedList }) {
  const enrollmentId = loaded.enrollmentId;
  return (
    <ListStep
      config={BENEFICIARY_STEP}
      loaded={loaded}
      policy={beneficiaryPolicy(loaded.form.maxItems)}
      validateItem={({ item }) => validateSingleBeneficiary({ enrollment_id: enrollmentId, ...item })}
      save={(items) => saveBeneficiaryInfo({ enrollment_id: enrollmentId, beneficiaries: [...items] })}
    />
  );
}

/** /enrollment/beneficiary-info */
export function BeneficiaryScreen() {
  return (
    <StepLoader title={BENEFICIARY_STEP.title} load={loadBeneficiaries} reread={rereadBeneficiaries}>
      {(loaded) => <BeneficiaryStep loaded={loaded} />}
    </StepLoader>
  );
}
