/** Schemas of save-and-continue-later, resume (code or direct link) and screenshots. */
import { MESSAGES } from '../messages';
import { SAVED_TAB_DESTINATIONS } from '../tabs';
import { emailSchema, enrollmentIdSchema } from './common';
import { tabDataRules, tabDataSchema } from './forms';

const SAVED_TABS = Object.keys(SAVED_TAB_DESTINATIONS);

export const saveEnrollmentBody = {
  type: 'object',
  required: ['enrollment_id', 'email', 'tab'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    email: emailSchema(MESSAGES.saveLaterInvalidEmail),
    tab: { type: 'string', enum: SAVED_TABS, 'x-message': MESSAGES.choice },
    data: tabDataSchema,
  },
  allOf: tabDataRules,
} as const;

export const saveEnrollmentData = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } as const;

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

const nullableInt = { type: ['integer', 'null'] } as const;

export const continueData = {
  type: 'object',
  required: ['enrollment_id', 'saved_tab', 'group_id', 'platform_group_id', 'agent_id', 'open_type', 'type', 'eprocess'],
  properties: {
    enrollment_id: { type: 'string' },
    saved_tab: { type: 'string' },
    group_id: nullableInt,
    platform_group_id: { type: 'integer' },
    agent_id: nullableInt,
    open_type: { type: ['string', 'null'] },
    type: { type: 'string' },
    eprocess: { type: 'string' },
  },
} as const;

/** 8 MB of data URL at most (the route's body limit is a little above). */
export const MAX_SCREENSHOT_CHARS = 8 * 1024 * 1024;

/** The field error of an image that is not a PNG data URL (schema and PNG signature check alike). */
export const IMAGE_INVALID_MESSAGE = MESSAGES.imageInvalid;

export const saveScreenshotBody = {
  type: 'object',
  required: ['enrollment_id', 'name', 'image'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    name: { type: 'string', pattern: '^[a-z_]{1,40}$', 'x-message': MESSAGES.choice },
    image: {
      type: 'string', maxLength: MAX_SCREENSHOT_CHARS, pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
      'x-message': IMAGE_INVALID_MESSAGE,
    },
  },
} as const;
