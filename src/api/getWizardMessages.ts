/** GET get-form-fields-wizard-messages: the wizard's message overrides for the bound enrollment (issue 14 item 1). */
import type { WizardMessagesData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** The overrides by message key (absent: none). */
export const getWizardMessages = enrollmentEndpoint<WizardMessagesData>('get-form-fields-wizard-messages').fetch;
