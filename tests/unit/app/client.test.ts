import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFieldErrors, apiGet, apiPost, apiUrl } from '../../../src/api/client';
import { installFakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('builds URLs under /api/v1 and leaves out empty parameters', () => {
    expect(apiUrl('get-enrollment-temp-info', { enrollment_id: 'a b', column: 'type', x: undefined, y: null })).toBe('/api/v1/get-enrollment-temp-info?enrollment_id=a+b&column=type');
  });

  it('returns the data of a success envelope and sends JSON with same-origin credentials', async () => {
    const calls = installFakeApi({ 'save-enrollment': { data: { message: 'ok' } } });
    await expect(apiPost('save-enrollment', { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'save-enrollment', body: { email: 'a@b.co' }, credentials: 'same-origin' });
  });

  it('throws the field errors of an error envelope with the HTTP status', async () => {
    installFakeApi({ 'continue-enrollment': { status: 422, data: [{ target_element: 'code', error_message: 'Wrong' }] } });
    const error = await apiPost('continue-enrollment', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFieldErrors);
    expect((error as ApiFieldErrors).status).toBe(422);
    expect((error as ApiFieldErrors).errors).toEqual([{ target_element: 'code', error_message: 'Wrong' }]);
  });

  it('turns a network failure or a non-envelope answer into an ApiFieldErrors without field errors', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('offline'); });
    await expect(apiGet('get-states')).rejects.toMatchObject({ status: 0, errors: [] });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(apiGet('get-states')).rejects.toMatchObject({ status: 502, errors: [] });
  });
});
