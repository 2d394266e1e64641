/** The studio's texts (schemas/studioMessages.ts), under the short name the screens use. */
export { STUDIO_MESSAGES as T } from '../../schemas/studioMessages';
