/**
 * Every user-facing text of enrollment.md, spelled exactly as the spec writes it.
 * Client and server read the same constants so a message never drifts between them.
 */
export const MESSAGES = {
  required: 'Field is required',
  firstName: 'Please enter valid first name',
  lastName: 'Please enter valid last name',
  ssn: 'Invalid Social Security Number',
  weight: 'Weight cannot be zero or less',
  heightFeet: 'Height cannot be zero',
  heightInch: 'Inch is invalid',
  enrollerCodeEmpty: 'Enter Enroller Code',
  email: 'Email is not in correct format',
  phone: 'Invalid phone number',
  employerName: 'Invalid employer information',
  zip: 'Invalid zip code',
  holidayPolicy: 'Select at least one holiday policy',
  retiredEmployer: 'You cannot proceed with retired employer',
  emailExists: 'Email Already Exists.',
  phoneExists: 'Phone already exists',
  saveLaterPrompt: 'Please enter the alternate email you want to send Enrollment code to?',
  saveLaterInvalidEmail: 'Enter valid email address',
  saveLaterSaved: 'Information Saved!!! Check your email to continue',
  continueWelcome: 'Welcome to the Benefit Store',
  continueInvalidEmail: 'Enter valid email address',
  // Our own texts where the spec names a rule but no message (documented in the README).
  middleName: 'Please enter valid middle name',
  date: 'Enter a valid date as MM/DD/YYYY',
  pastDate: 'Date must be before today',
  text: 'Please enter valid text',
  number: 'Please enter a valid number',
  choice: 'Please choose a valid option',
  continueFailed: 'The code or e-mail address does not match a saved enrollment',
  continueThrottled: 'Too many attempts. Please wait a few minutes and try again',
  enrollerCodeInvalid: 'Invalid Enroller Code',
  sessionMissing: 'Please resume your enrollment with your code and e-mail address',
  sessionForbidden: 'This enrollment is not open in this browser session',
  enrollmentIdInvalid: 'Invalid enrollment id',
  addressInvalid: 'Address could not be verified',
  mailFailed: 'We could not send the e-mail just now. Your information is saved; please try Send Code again.',
  imageInvalid: 'Image must be a PNG data URL',
  generalError: 'Something went wrong. Please try again.',
  linkTabInvalid: 'This link does not name a step of the enrollment',
} as const;

export type MessageKey = keyof typeof MESSAGES;
