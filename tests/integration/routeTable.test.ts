/**
 * The route table of schemas/api/routes.ts (what the component tests' fake network answers as)
 * is the API the app serves: the same routes, each with the table's parameters, body and
 * answers, as the app's own OpenAPI document lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_API_ROUTES, type ApiRoute } from '../../schemas/api/routes';
import { API, get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: { data?: { required?: string[] } } } }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await get(t.app, { cookie: undefined }, 'openapi.json')).json() as Doc;
});
afterAll(async () => t.close());

/** '/direct-continue/:id' -> 'GET /api/v1/direct-continue/{id}' (how the document names it; our extension's under its own prefix). */
const documented = (route: ApiRoute) => `${route.method} ${route.prefix ?? API}${route.url.replace(/:(\w+)/g, '{$1}')}`;

function operation(route: ApiRoute): Operation {
  const path = documented(route).split(' ')[1];
  return doc.paths[path][route.method.toLowerCase()];
}

const namesIn = (op: Operation, where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name).sort();
const propertyNames = (schema: { properties?: object } | undefined) => Object.keys(schema?.properties ?? {}).sort();
const requiredOf = (schema: { required?: readonly string[] } | undefined) => schema?.required ?? [];

describe('the route table', () => {
  it('lists exactly the routes the app documents', () => {
    const served = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(ALL_API_ROUTES.map(documented).sort()).toEqual(served.sort());
  });

  it.each(ALL_API_ROUTES.map((route) => [documented(route), route] as const))('gives %s the parameters, body and answers the app documents', (_name, route) => {
    const op = operation(route);
    const { querystring, params, body, response } = route.schema;
    expect(op.tags).toEqual(route.schema.tags);
    expect(namesIn(op, 'query')).toEqual(propertyNames(querystring));
    expect(namesIn(op, 'path')).toEqual(propertyNames(params));
    expect(namesIn(op, 'path')).toEqual([...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]).sort());
    for (const parameter of op.parameters ?? []) {
      const schema = parameter.in === 'query' ? querystring : params;
      // The generator lifts a parameter's description from its schema to the parameter itself.
      const { description, ...declared } = (schema as { properties: Record<string, { description?: string }> }).properties[parameter.name];
      expect(parameter.schema).toEqual(declared);
      expect(parameter.description).toBe(description);
      expect(parameter.required).toBe(requiredOf(schema).includes(parameter.name));
    }
    expect(requiredOf(op.requestBody?.content['application/json'].schema)).toEqual(requiredOf(body));
    expect(op.requestBody !== undefined).toBe(body !== undefined);
    const data = op.responses['200'].content?.['application/json'].schema.properties?.data;
    const tableData = (response?.['200'] as { properties?: { data?: { required?: readonly string[] } } } | undefined)?.properties?.data;
    // The table's statuses, its '4xx' documented status by status (plugins/openapiOperations.ts); a
    // lookup may add 204 (nothing matches, storefront routes).
    const table = response ? Object.keys(response).map((status) => status.toUpperCase()) : ['200'];
    const documentedStatuses = Object.keys(op.responses);
    expect(documentedStatuses.filter((status) => !/^(4\d\d|204)$/.test(status)).sort()).toEqual(table.filter((status) => status !== '4XX' && status !== '204').sort());
    expect(documentedStatuses.includes('204') || !table.includes('204')).toBe(true);
    expect(requiredOf(data)).toEqual(requiredOf(tableData));
  });
});
