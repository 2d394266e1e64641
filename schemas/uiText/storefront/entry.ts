/**
 * The English texts of src/storefront/entry's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../i18n/localizable';
export const STOREFRONT_ENTRY_TEXT = localizable('storefront/entry', {
  accessCodeDialog: {
    accessCode: 'Access Code',
  },
  accessCodeView: {
    no: 'No',
    yes: 'Yes',
    cancel: 'Cancel',
    confirm: 'Confirm',
    repAccessCode: 'Rep Access Code',
  },
  codeEntryForm: {
    continue: 'Continue',
    loading: 'Loading…',
  },
  employeeEnrollmentDialog: {
    employeeEnrollment: 'Employee Enrollment',
  },
  employeeEnrollmentView: {
    reEnterTheGroupEnrollment: 'Re-enter the group enrollment code',
    no: 'No',
    yes: 'Yes',
    groupEnrollmentCode: 'Group Enrollment Code',
  },
  landingConfigErrorPage: {
    landingNotConfigured: 'Landing not configured',
    typeAgent: 'Agent',
    typeGroup: 'Group',
    typeSite: 'site',
    backToHomepage: 'Back to Homepage',
    groupNotSetUp: 'This employer has no landing page set up yet. Please contact them, or start again from the home page.',
    repNotSetUp: 'This representative has no landing page set up yet. Please contact them, or start again from the home page.',
  },
  repCard: {
    name: 'Name',
    repAccessCode: 'Rep Access Code',
    eMail: 'E-mail',
    phone: 'Phone',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontEntryText = { readonly [G in keyof typeof STOREFRONT_ENTRY_TEXT]: { readonly [K in keyof (typeof STOREFRONT_ENTRY_TEXT)[G]]: string } };
