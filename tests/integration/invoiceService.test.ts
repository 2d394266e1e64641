/**
 * The invoice service as configured: INVOICE_SERVICE=http posts the spec's body to the admin
 * service with the bearer token from configuration (never in the browser), and an unavailable
 * service gives the receipt's request a 502 and a warning without the token; the configuration
 * refuses a missing URL or token at start.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0007 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { readInvoiceConfig } from '../../server/services/invoices';
import { dataOf, fieldErrors, post, resume, type Session } from './helpers/client';
import { replaceNonFormChecks } from './helpers/tabChecks';
import { createTestApp, type TestApp } from './helpers/testApp';

const TOKEN = 'admin-token-7f3a9c';
interface Received { headers: IncomingHttpHeaders; body: string }
const admin = { received: [] as Received[], status: 200, origin: '', close: async () => undefined as void };

let t: TestApp;
let d7: Session;
const logs: string[] = [];
beforeAll(async () => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      admin.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(admin.status, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'success', data: { invoice_number: 'ADM-42' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  admin.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  t = await createTestApp({
    config: { logLevel: 'info', invoices: { provider: 'http', url: `${admin.origin}/autoInvoiceGeneration`, token: TOKEN, timeoutMs: 2000 } },
    logStream: { write: (line) => { logs.push(line); } },
  });
  replaceNonFormChecks(t.app);
  d7 = await resume(t.app, DEMO0007.code, DEMO0007.email);
});
afterAll(async () => {
  await t.close();
  await admin.close();
});

describe('INVOICE_SERVICE=http', () => {
  it("posts {effectiveDate, policy_id} with the bearer token and answers the service's invoice number", async () => {
    const { policy_id } = dataOf<{ policy_id: string }>(await post(t.app, d7, 'save-review-info', { enrollment_id: DEMO0007.id, first_enroll: 1 }));
    const ask = () => post(t.app, d7, 'auto-invoice-generation', { enrollment_id: DEMO0007.id, effectiveDate: '07/01/2026', policy_id });
    expect(dataOf(await ask())).toEqual({ invoice_number: 'ADM-42' });
    expect(admin.received).toHaveLength(1);
    expect(admin.received[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(admin.received[0].body)).toEqual({ effectiveDate: '07/01/2026', policy_id });
    // The local service's table is not used.
    expect(await t.db.selectFrom('invoices').selectAll().execute()).toEqual([]);

    admin.status = 503;
    const down = await ask();
    expect({ status: down.statusCode, errors: fieldErrors(down) }).toEqual({ status: 502, errors: [{ target_element: 'general', error_message: MESSAGES.invoiceUnavailable }] });
    const warning = logs.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 40 && line.reason === 'HTTP 503');
    expect(warning).toMatchObject({ invoiceService: 'http' });
    expect(logs.join('\n')).not.toContain(TOKEN);
  });
});

describe('readInvoiceConfig', () => {
  it('defaults to the local service and reads the http one', () => {
    expect(readInvoiceConfig({})).toEqual({ provider: 'local' });
    expect(readInvoiceConfig({ INVOICE_SERVICE: 'http', INVOICE_SERVICE_URL: 'https://admin.example/api/autoInvoiceGeneration', INVOICE_SERVICE_TOKEN: 'x' }))
      .toEqual({ provider: 'http', url: 'https://admin.example/api/autoInvoiceGeneration', token: 'x', timeoutMs: 10_000 });
  });

  it('stops the start when http lacks its URL or token, or the values are wrong', () => {
    expect(() => readInvoiceConfig({ INVOICE_SERVICE: 'http', INVOICE_SERVICE_TOKEN: 'x' })).toThrow(/INVOICE_SERVICE_URL/);
    expect(() => readInvoiceConfig({ INVOICE_SERVICE: 'http', INVOICE_SERVICE_URL: 'ftp://x' })).toThrow(/INVOICE_SERVICE_URL/);
    expect(() => readInvoiceConfig({ INVOICE_SERVICE: 'http', INVOICE_SERVICE_URL: 'https://a.example' })).toThrow(/INVOICE_SERVICE_TOKEN/);
    expect(() => readInvoiceConfig({ INVOICE_SERVICE: 'soap' })).toThrow(/INVOICE_SERVICE/);
    expect(() => readInvoiceConfig({ INVOICE_SERVICE: 'http', INVOICE_SERVICE_URL: 'https://a.example', INVOICE_SERVICE_TOKEN: 'x', INVOICE_SERVICE_TIMEOUT_MS: '5' })).toThrow(/TIMEOUT/);
  });
});
