/**
 * GET /validate-zip-code (storefront.md section 7; issue 8 point 3): the quote form's server zip
 * check. A malformed zip answers the rule's message and an unknown one ours, both as the error
 * envelope at zip_code (the client shows data[0].error_message); a known one answers its state.
 */
import type { FastifyInstance } from 'fastify';
import { type LayeredDefinitions, overriddenMessage, quoteFieldErrors } from '../../../adapters';
import { QUOTE_ROUTES } from '../../../schemas/api/quote';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { storefrontLayered, visitorPortal } from '../../services/storefrontForms';
import { stateOfZip } from '../../services/zipStates';
import { typed } from '../typed';

/** The state of a zip, or the field error to answer at `target` (the rule of the portal's quote form, `layered`, or "unknown zip"; in its messages). */
export function zipState(zip: string, target: string, layered: LayeredDefinitions): { state: string } | { error: ReturnType<typeof fieldError> } {
  // The quote form's zip rule (its schema: required, 5 digits), as the browser's engine checks it.
  const message = quoteFieldErrors({ zip }, {}, { layered }).find((error) => error.target_element === 'zip')?.error_message;
  if (message) return { error: fieldError(target, message) };
  const state = stateOfZip(zip);
  return state ? { state } : { error: fieldError(target, overriddenMessage(layered.messages, MESSAGES.zipUnknown)) };
}

export async function quoteZipRoutes(app: FastifyInstance): Promise<void> {
  const { validateZip } = QUOTE_ROUTES;
  typed(app).get(validateZip.url, { schema: validateZip.schema }, async (request) => {
    const zip = request.query.zip_code;
    const found = zipState(zip, 'zip_code', await storefrontLayered(app.db, 'quote', await visitorPortal(request)));
    if ('error' in found) unprocessable([found.error]);
    return ok({ zip_code: zip, state: found.state });
  });
}
