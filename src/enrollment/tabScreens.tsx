/** The three form tabs' route components: one generic screen, configured per tab as data. */
import { TAB_CONFIGS } from './tabConfig';
import { WizardTabScreen } from './WizardTabScreen';

/** /enrollment/personal-info */
export function PersonalInfoScreen() {
  return <WizardTabScreen key="primary_info" config={TAB_CONFIGS.primary_info} />;
}

/** /enrollment/contact-info */
export function ContactInfoScreen() {
  return <WizardTabScreen key="contact_info" config={TAB_CONFIGS.contact_info} />;
}

/** /enrollment/employer-info */
export function EmployerInfoScreen() {
  return <WizardTabScreen key="employer_info" config={TAB_CONFIGS.employer_info} />;
}
