/**
 * POST save-screenshot: the PNG of a wizard tab after a valid save (up to 2 MiB of data URL; every
 * other route takes 64 kB). Named by the tab's tab_name only, stored as bytes, the latest per tab,
 * so an enrollment holds at most one image per wizard tab: a spec tab's, or a tab staff added that
 * the enrollment sees (any other id is 422 at name, so the names stay bounded). The bytes must be a well-formed PNG of
 * sane dimensions (checkPng), not merely start like one. The client ignores a failure.
 */
import type { FastifyInstance } from 'fastify';
import { IMAGE_INVALID_MESSAGE, MAX_SCREENSHOT_CHARS, SCREENSHOT_LIMITS, SCREENSHOT_NAMES } from '../../../schemas/api/resume';
import { MESSAGES } from '../../../schemas/messages';
import { API_ROUTES } from '../../../schemas/api/routes';
import { upsertScreenshot } from '../../db/queries/outbox';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { addedTab } from '../../services/formDefinitions/tabPlaces';
import { checkPng } from '../../services/pngCheck';
import { typed } from '../typed';

const PREFIX = 'data:image/png;base64,';
/** Room for the JSON around the image: a bigger body is a 413 before it is even parsed. */
const BODY_LIMIT = MAX_SCREENSHOT_CHARS + 4096;

export async function screenshotRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.saveScreenshot;
  typed(app).post(url, { ...bound, bodyLimit: BODY_LIMIT, schema }, async (request) => {
    const image = Buffer.from(request.body.image.slice(PREFIX.length), 'base64');
    if (!checkPng(image, SCREENSHOT_LIMITS).ok) unprocessable([fieldError('image', IMAGE_INVALID_MESSAGE)]);
    const enrollment = boundEnrollment(request);
    const { name } = request.body;
    if (!SCREENSHOT_NAMES.includes(name) && !(await addedTab(app.db, enrollment, name))) unprocessable([fieldError('name', MESSAGES.tabUnavailable)]);
    await upsertScreenshot(app.db, enrollment.id, name, image);
    return ok({});
  });
}
