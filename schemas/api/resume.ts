/** Schemas of save-and-continue-later, resume (code or direct link), screenshots and the session keep-alive. */
import { CUSTOM_TAB_NAME } from '../forms/customTabs';
import { MESSAGES } from '../messages';
import { EPROCESSES } from '../enrollee';
import { SAVED_TABS, TAB_NAMES } from '../tabs';
import { EMAIL_MAX_LENGTH } from '../catalog/patterns';
import { answer, emailSchema, enrollmentIdSchema } from './common';
import { beneficiaryDataRules } from './beneficiaries';
import { dependentDataRules } from './dependents';
import { QUOTE_NAME_MAX_LENGTH, quoteMessageSchema, saveEnrollmentEmailRules } from './quoteSend';
import { tabDataRules, tabDataSchema } from './forms';
import { healthDataRules } from './health';

export const saveEnrollmentBody = {
  type: 'object',
  required: ['enrollment_id', 'email', 'tab'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    // The format and its message depend on the tab (saveEnrollmentEmailRules): a quote send says the quote form's.
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH, 'x-message': MESSAGES.saveLaterInvalidEmail },
    // A saved_tab, or the id of a tab staff added (its draft goes to the tab's document: services/saveLater.ts).
    tab: { type: 'string', anyOf: [{ type: 'string', enum: SAVED_TABS }, { type: 'string', pattern: CUSTOM_TAB_NAME.source }], 'x-message': MESSAGES.choice },
    data: tabDataSchema,
    /** The quote send's (tab cart_info): the recipient's name and the rep's message. */
    name: { type: 'string', maxLength: QUOTE_NAME_MAX_LENGTH, 'x-message': MESSAGES.quoteNameInvalid },
    message: quoteMessageSchema,
  },
  allOf: [...saveEnrollmentEmailRules, ...tabDataRules, ...healthDataRules, ...beneficiaryDataRules, ...dependentDataRules],
} as const;

export const saveEnrollmentData = answer({ message: { type: 'string' } });

export const continueBody = {
  type: 'object',
  required: ['code', 'email'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 32, 'x-message': MESSAGES.continueFailed },
    email: emailSchema(MESSAGES.continueInvalidEmail),
  },
} as const;

export const directContinueParams = {
  type: 'object', required: ['id'], properties: { id: enrollmentIdSchema },
} as const;

/**
 * ?t= the link token mailed with the continue code. Optional and loosely typed on purpose: a link
 * without it, or with any wrong value, is a failed resume try of the caller (throttled), not a 422.
 */
export const directContinueQuery = {
  type: 'object', properties: { t: { type: 'string', maxLength: 200, 'x-message': MESSAGES.continueFailed } },
} as const;

const nullableInt = { type: ['integer', 'null'] } as const;

export const continueData = answer({
  enrollment_id: { type: 'string' },
  // A saved_tab, or the id of a tab staff added where Save & Continue Later was used (our extension).
  saved_tab: { type: 'string', anyOf: [{ type: 'string', enum: SAVED_TABS }, { type: 'string', pattern: CUSTOM_TAB_NAME.source }] },
  group_id: nullableInt,
  platform_group_id: { type: 'integer' },
  agent_id: nullableInt,
  open_type: { type: ['string', 'null'] },
  type: { type: 'string' },
  eprocess: { type: 'string', enum: EPROCESSES },
});

/**
 * 2 MiB of data URL at most (the route's body limit is a little above): a tab rendered at scale 1
 * is a few hundred kB of PNG, so this leaves room without letting one caller store megabytes per call.
 */
export const MAX_SCREENSHOT_CHARS = 2 * 1024 * 1024;

/**
 * The dimensions a screenshot may declare: a side of 1 to 16384 pixels (a browser canvas's
 * usual ceiling) and 32 Mi pixels in all (a tab 2048 wide and 16384 tall), so whoever opens a
 * stored image later is not asked to allocate gigabytes by a small file.
 */
export const SCREENSHOT_LIMITS = { minSide: 1, maxSide: 16_384, maxPixels: 32 * 1024 * 1024 } as const;

/** The names a screenshot is filed under: the wizard's tab_name values, and cart_info for the cart at checkout (storefront.md section 4). */
export const SCREENSHOT_NAMES: readonly string[] = [...TAB_NAMES, 'cart_info'];

/** The field error of an image that is not a PNG data URL (the schema's pattern and the server's PNG check alike). */
export const IMAGE_INVALID_MESSAGE = MESSAGES.imageInvalid;

export const saveScreenshotBody = {
  type: 'object',
  required: ['enrollment_id', 'name', 'image'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    // A spec name, or the id of a tab staff added (the server files it only for a tab the enrollment sees).
    name: { type: 'string', anyOf: [{ type: 'string', enum: SCREENSHOT_NAMES }, { type: 'string', pattern: CUSTOM_TAB_NAME.source }], 'x-message': MESSAGES.choice },
    image: {
      type: 'string', maxLength: MAX_SCREENSHOT_CHARS, pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
      'x-message': IMAGE_INVALID_MESSAGE,
    },
  },
} as const;

/** POST keep-session-alive: no fields; an empty object, an empty body or none at all (Fastify validates that as null). */
export const keepAliveBody = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;

/** data.expires_in: whole seconds the session has left (the full idle time, just renewed). */
export const keepAliveData = answer({ expires_in: { type: 'integer' } });
