/**
 * The lookup lists: get-ethnic-category ({id, name}), get-states ({abbrev, name}) and the option
 * lists ({value, name}), names in the caller's language. The ones whose route takes an enrollment_id check its binding when one is given.
 */
import type { FastifyInstance } from 'fastify';
import { LOOKUP_ROUTES } from '../../../schemas/api/routes';
import type { LookupName } from '../../../schemas/catalog';
import { ok } from '../../http';
import { optionallyBound } from '../../plugins/session';
import { lookupItem, lookupRows } from '../../services/lookups';

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  // One loop over lists of three answer shapes: the entries are typed as ApiRoute, so these handlers are not type-checked against their schema.
  for (const [list, { url, schema }] of Object.entries(LOOKUP_ROUTES) as [LookupName, (typeof LOOKUP_ROUTES)[LookupName]][]) {
    app.get(url, { ...(schema.querystring ? optionallyBound : {}), schema }, async (request) => {
      // Each row's name in the caller's language (content_lang says which).
      const rows = await lookupRows(app.db, list, request.language);
      return ok({ result: rows.map((row) => lookupItem(list, row)) });
    });
  }
}
