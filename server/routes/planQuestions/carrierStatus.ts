/**
 * GET /{hash} (schemas/api/carrierStatus.ts): a carrier's status by its key, public. A path that is
 * no carrier's key answers the API's 404, exactly as an unknown path would.
 */
import type { FastifyInstance } from 'fastify';
import { CARRIER_STATUS_ROUTES } from '../../../schemas/api/carrierStatus';
import { ok } from '../../http';
import { notFoundError } from '../../plugins/errors';
import { carrierStatusOf } from '../../services/premierCarrier';
import { typed } from '../typed';

export async function carrierStatusRoutes(app: FastifyInstance): Promise<void> {
  const { carrierStatus } = CARRIER_STATUS_ROUTES;
  typed(app).get(carrierStatus.url, { schema: carrierStatus.schema }, async (request) => {
    const status = await carrierStatusOf(app.db, request.params.hash, request.language);
    if (!status) throw notFoundError();
    return ok(status);
  });
}
