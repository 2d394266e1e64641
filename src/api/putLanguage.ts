/** PUT /api/language (schemas/api/language.ts, our extension): the switch's choice, kept in the `lang` cookie and on the open enrollment, so its mails and PDF follow it. */
import type { LanguageData } from '../../schemas/api/language';
import type { Language } from '../../schemas/i18n/language';
import { apiPut } from './client';

/** Where the call lives: beside the spec's /api/v1, not under it. */
const LANGUAGE_BASE = '/api';

export const putLanguage = (language: Language): Promise<LanguageData> => apiPut<LanguageData>('language', { language }, LANGUAGE_BASE);
