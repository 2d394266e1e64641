/** Compiled schemas shared by the apps of a process (server/plugins/schemaCompilers.ts). */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedSchemaController } from '../../../server/plugins/schemaCompilers';

const body = {
  type: 'object', required: ['name'], additionalProperties: false,
  properties: { name: { type: 'string', minLength: 2 } },
} as const;
const reply = { 200: { type: 'object', properties: { name: { type: 'string' } } } } as const;

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app with one route on the shared compilers, using the same schema objects as every other. */
async function appWith(headers?: object): Promise<FastifyInstance> {
  const app = Fastify({ schemaController: sharedSchemaController });
  apps.push(app);
  app.post('/echo', { schema: { body, response: reply, ...(headers && { headers }) } }, async (request) => ({ ...(request.body as object), secret: 'kept' }));
  await app.ready();
  return app;
}

describe('shared schema compilers', () => {
  it('validate and serialize alike in a second app built from the same schemas', async () => {
    for (const app of [await appWith(), await appWith()]) {
      const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Avery' } });
      expect(good.statusCode).toBe(200);
      // The response schema still decides what leaves: `secret` is not in it.
      expect(good.json()).toEqual({ name: 'Avery' });
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'A', extra: 1 } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('check a headers schema in lower case, and refuse upper-case header names when the route is built', async () => {
    const app = await appWith({ type: 'object', required: ['x-token'], properties: { 'x-token': { type: 'string' } } });
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Avery' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Avery' }, headers: { 'X-Token': 't' } })).statusCode).toBe(200);
    await expect(appWith({ type: 'object', required: ['X-Token'], properties: { 'X-Token': { type: 'string' } } })).rejects.toThrow(/write header names lower case/);
  });
});
