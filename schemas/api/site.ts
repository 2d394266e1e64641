/** Schemas of get-external-site-dynamic-information (public branding settings). */
import { MESSAGES } from '../messages';
import { answer, resultList } from './common';

export const siteQuery = {
  type: 'object',
  required: ['site_domain'],
  properties: { site_domain: { type: 'string', minLength: 1, maxLength: 400, 'x-message': MESSAGES.choice } },
} as const;

export const siteSettingsData = resultList(answer({ key: { type: 'string' }, value: { type: 'string' } }));
