/**
 * The Agreement & Signature tab's vocabulary (enrollment.md sections 3, 4 and 5), as data read
 * by the machines, the server and the screen: the agreement form's fields, the verification
 * modes in their priority, the verification question and the limits of a signature.
 */
import { PATTERNS } from './catalog/patterns';
import { textsByEnglish } from './i18n/localizable';

/** The agreement form's fields as get-form-fields-agreement-info names them, in display order. */
export const AGREEMENT_FIELDS = [
  'question_id', 'question', 'answer', 'verification_code', 'date',
  'agent_name', 'agent_code', 'group_name', 'group_code', 'user_name', 'signature',
] as const;
export type AgreementFieldName = (typeof AGREEMENT_FIELDS)[number];

/**
 * How the agreement is verified, in priority: the broker ('rep'), the group ('group'), the
 * applicant answering the verification question ('applicant'), else a signature ('sigapplicant').
 */
export const VERIFICATION_MODES = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export type VerificationMode = (typeof VERIFICATION_MODES)[number];

/**
 * Which required fields tell each mode (enrollment.md section 4: "chosen in this priority by
 * which fields are required"). sigapplicant is what remains.
 */
export const MODE_FIELDS: Readonly<Record<Exclude<VerificationMode, 'sigapplicant'>, readonly AgreementFieldName[]>> = {
  rep: ['agent_name', 'agent_code'],
  group: ['group_name', 'group_code'],
  applicant: ['user_name'],
};

/** Labels of the verification fields (the spec names none; ours). */
export const AGREEMENT_FIELD_TITLES: Readonly<Record<AgreementFieldName, string>> = textsByEnglish({
  question_id: 'Question Number',
  question: 'Verification Question',
  answer: 'Answer',
  verification_code: 'Verification Code',
  date: 'Date',
  agent_name: 'Broker Name',
  agent_code: 'Broker Code',
  group_name: 'Group Name',
  group_code: 'Group Code',
  user_name: 'Applicant Name',
  signature: 'Signature',
});

/** The fields the user types; every other field's value is the server's. */
export const TYPED_AGREEMENT_FIELDS = ['answer', 'verification_code'] as const;

/** Fields that are never an input of the verification section: an id, and the signature (its own widget). */
export const NOT_VERIFICATION_INPUTS: ReadonlySet<string> = new Set(['question_id', 'signature']);

/**
 * The applicant's verification question (mode 'applicant'): their date of birth, which the
 * server compares with the application. Ours; the spec names the fields, not the question.
 */
export const VERIFICATION_QUESTION = { id: '1', text: 'What is your date of birth? (MM/DD/YYYY)' } as const;

/** Limits of what the agreement save carries. */
export const AGREEMENT_LIMITS = {
  /** Longest signature data URL (about 512 KiB of PNG); a pad of 3x density at 1200 x 600 is far below. */
  signatureChars: 700_000,
  /** Smallest and largest side of a signature image, in pixels. */
  signatureMinSide: 16,
  signatureMaxSide: 4096,
  /** A typed name, like the other free texts. */
  typedName: 100,
  answer: 100,
  verificationCode: 20,
  /** Agreements one portal may show. */
  agreements: 50,
} as const;

/** A PNG data URL as the signature pad makes it. */
export const SIGNATURE_DATA_URL_PATTERN = '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$';

/** A typed signature: a name (letters first, then letters, spaces, hyphens, apostrophes and periods). */
export const TYPED_NAME_PATTERN = `^[A-Za-z][A-Za-z .'\`-]{1,${AGREEMENT_LIMITS.typedName - 1}}$`;

/** The verification code: letters, digits and hyphens. */
export const VERIFICATION_CODE_PATTERN = `^[A-Za-z0-9-]{1,${AGREEMENT_LIMITS.verificationCode}}$`;

/** The answer to the verification question: free text of the catalog's text characters. */
export const ANSWER_PATTERN = PATTERNS.text;

/** A sha256 in hex: the hash of the agreement texts as shown. */
export const SHA256_PATTERN = '^[0-9a-f]{64}$';

/** The step's heading (enrollment.md section 2). */
export const AGREEMENT_TITLE = 'Agreement, Application and Authorization';

/** The verification section's heading in each mode (ours). */
export const VERIFICATION_TITLES: Readonly<Record<VerificationMode, string>> = textsByEnglish({
  rep: 'Broker Verification',
  group: 'Group Verification',
  applicant: 'Applicant Verification',
  sigapplicant: 'Applicant Signature',
});

/** The signature section's labels (ours): the two ways to sign, the typed name's input, the pad's instructions. */
export const SIGNATURE_LABELS = textsByEnglish({
  legend: 'Signature',
  draw: 'Draw my signature',
  type: 'Type my name instead',
  typedInput: 'Type your full name to sign',
  pad: 'Signature pad',
  padHelp: 'Sign in the box with a mouse, a finger or a stylus. Using a keyboard? Choose "Type my name instead".',
  padUnavailable: 'Drawing is not available in this browser. Please choose "Type my name instead".',
  padLoading: 'Loading the signature pad…',
  clear: 'Clear',
  typedHelp: 'Typing your name here signs the agreement as your signature does.',
} as const);
