/**
 * A stand-in for the network in component tests: answers /api/v1 requests from a route table
 * with the real envelope shapes and records every call. It replaces only `fetch`; the client,
 * machines, adapters and RJSF under test are the real ones.
 */
import { vi } from 'vitest';
import type { FieldDefinition } from '../../../schemas/api/types';
import { DEMO_FORM_DEFINITIONS, DEMO_TABS } from '../../../schemas/demo/formDefinitions';
import type { FormTab } from '../../../schemas/tabs';

export interface FakeAnswer { status?: number; data: unknown; error?: boolean }
export type FakeRoute = (url: URL, body: unknown) => FakeAnswer | undefined;

export interface FakeCall { method: string; path: string; query: Record<string, string>; body: unknown; credentials?: RequestCredentials }

/** Field definitions of a demo portal's tab, with optional saved values. */
export function demoDefs(portal: number, tab: FormTab, values: Record<string, unknown> = {}): FieldDefinition[] {
  return DEMO_FORM_DEFINITIONS[portal][tab].map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: values[field_name] ?? null }));
}

/** The demo tab list of a portal in the get-dynamic-tabs shape. */
export function demoTabs(portal: number) {
  return { result: DEMO_TABS[portal].map(([tab_name, order, required]) => ({ tab_name, order, required })) };
}

/** Installs the fake; `routes` maps an endpoint name (path after /api/v1/) to its answer. */
export function installFakeApi(routes: Record<string, FakeRoute | FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body, credentials: init.credentials });
    const route = routes[path] ?? routes[path.split('/')[0]];
    const answer = typeof route === 'function' ? route(url, body) : route;
    if (!answer) return new Response(JSON.stringify({ status: 'error', data: [] }), { status: 404 });
    const failed = answer.error || (answer.status ?? 200) >= 400;
    return new Response(JSON.stringify({ status: failed ? 'error' : 'success', data: answer.data }), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
