/**
 * The lookup lists: get-ethnic-category ({id, name}), get-states ({abbrev, name}) and the option
 * lists ({value, name}). The three that take an enrollment_id check its binding when one is given.
 */
import type { FastifyInstance } from 'fastify';
import { optionalEnrollmentQuery, responses, type Schema } from '../../../schemas/api/common';
import { ethnicCategoryData, optionListData, statesData } from '../../../schemas/api/lookups';
import { listLookup } from '../../db/queries/reference';
import { ok } from '../../http';
import { optionallyBound } from '../../plugins/session';
import { lookupItem } from '../../services/lookups';

interface LookupRoute { path: string; list: string; data: Schema; perEnrollment: boolean }

const LOOKUP_ROUTES: LookupRoute[] = [
  { path: 'get-ethnic-category', list: 'ethnic-category', data: ethnicCategoryData, perEnrollment: false },
  { path: 'get-states', list: 'states', data: statesData, perEnrollment: false },
  { path: 'get-average-work-week', list: 'average-work-week', data: optionListData, perEnrollment: false },
  { path: 'get-employment-status', list: 'employment-status', data: optionListData, perEnrollment: false },
  { path: 'get-compensation-types', list: 'compensation-types', data: optionListData, perEnrollment: false },
  { path: 'get-vacation-policy', list: 'vacation-policy', data: optionListData, perEnrollment: true },
  { path: 'get-bargaining-unit', list: 'bargaining-unit', data: optionListData, perEnrollment: true },
  { path: 'get-holiday-policy', list: 'holiday-policy', data: optionListData, perEnrollment: true },
];

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  for (const route of LOOKUP_ROUTES) {
    app.get(`/${route.path}`, {
      ...(route.perEnrollment ? optionallyBound : {}),
      schema: {
        tags: ['lookups'],
        ...(route.perEnrollment ? { querystring: optionalEnrollmentQuery } : {}),
        response: responses(route.data),
      },
    }, async () => {
      const rows = await listLookup(app.db, route.list);
      return ok({ result: rows.map((row) => lookupItem(route.list, row)) });
    });
  }
}
