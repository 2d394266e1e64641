/**
 * GET form-validators/{hash}.js: the precompiled validator module of a registered form schema
 * (server/services/validatorModule). Public and content-addressed: it holds a form's fields,
 * rules and options, never an answer, and a hash names one schema forever, so browsers may
 * keep it for a year. Only hashes get-form-fields-* registered exist; nothing else compiles.
 */
import type { FastifyInstance } from 'fastify';
import { FORM_VALIDATOR_FILE } from '../../../schemas/api/forms';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { ApiError, fieldError } from '../../http';
import { preferredEncoding } from '../../services/encodedText';
import { typed } from '../typed';

const MODULE_FILE = new RegExp(FORM_VALIDATOR_FILE);

export async function formValidatorRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.formValidator;
  typed(app).get(url, {
    schema: {
      ...schema,
      description: 'The ES module validating a form (export `schema`, export `validators(runtime)`), by the `validator` hash of get-form-fields-*.',
    },
  }, async (request, reply) => {
    const hash = MODULE_FILE.exec(request.params.file)?.[1] ?? '';
    const bodies = await app.services.forms.encodedModule(hash);
    if (!bodies) throw new ApiError(404, [fieldError('file', MESSAGES.formUnknown)]);
    // Compressed once per hash (encodedText.ts): a tenth of the bytes over a mobile line.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
      .send(encoding ? bodies[encoding] : bodies.identity);
  });
}
