/**
 * POST save-screenshot: the PNG of a tab after a valid save (up to 8 MB; every other route takes
 * 64 kB). Stored as bytes, the latest per tab; the client ignores a failure.
 */
import type { FastifyInstance } from 'fastify';
import { emptyData, responses } from '../../../schemas/api/common';
import { IMAGE_INVALID_MESSAGE, MAX_SCREENSHOT_CHARS, saveScreenshotBody } from '../../../schemas/api/resume';
import type { SaveScreenshotBody } from '../../../schemas/api/types';
import { upsertScreenshot } from '../../db/queries/outbox';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Room for the JSON around the image. */
const BODY_LIMIT = MAX_SCREENSHOT_CHARS + 4096;

export async function screenshotRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SaveScreenshotBody }>('/save-screenshot', {
    ...bound, bodyLimit: BODY_LIMIT,
    schema: { tags: ['resume'], body: saveScreenshotBody, response: responses(emptyData) },
  }, async (request) => {
    const image = Buffer.from(request.body.image.slice(PREFIX.length), 'base64');
    if (!image.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
      unprocessable([fieldError('image', IMAGE_INVALID_MESSAGE)]);
    }
    await upsertScreenshot(app.db, boundEnrollment(request).id, request.body.name, image);
    return ok({});
  });
}
