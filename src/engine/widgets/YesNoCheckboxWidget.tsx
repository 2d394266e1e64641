import { PHYSICAL_ADDRESS } from '../../../schemas/billing';
import { checkboxWidget } from './CheckboxWidget';

/** A single checkbox whose value is 'yes' or 'no' (is_physical_address), labelled beside the box. */
export const YesNoCheckboxWidget = checkboxWidget(PHYSICAL_ADDRESS.yes, PHYSICAL_ADDRESS.no);
