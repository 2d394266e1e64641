/**
 * The one log line per request (server/logging.ts): written through the app logger's child
 * without redaction (nothing in it to redact), it reads as Fastify's own line did: the request id
 * under `reqId`, the request's id, method and URL without its query string, the status and the
 * time taken. A route whose logger is off writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const anonymous = { cookie: undefined };
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => { logs.push(line); } } });
});
afterAll(async () => { await t.close(); });

describe('the request log line', () => {
  it('says the request, its status and time, without the query string', async () => {
    logs.length = 0;
    const response = await get(t.app, anonymous, 'ping', { phone: '5559876543' });
    expect(response.statusCode).toBe(200);
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    expect(line).toMatchObject({ level: 30, req: { id: line.reqId, method: 'GET', url: '/api/v1/ping' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(logs.join('\n')).not.toContain('5559876543');
  });
});
