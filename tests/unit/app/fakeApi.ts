/**
 * A stand-in for the network in component tests: answers /api/v1 requests from a route table
 * with the real envelope shapes and records every call. It replaces only `fetch`; the client,
 * machines, adapters and RJSF under test are the real ones. It holds to the real server's
 * contract (apiContract.ts): a route the server does not have, a request property its schema
 * does not list, or an answer its response schema refuses, fails the test that installed it, so
 * neither the fake nor the app can drift from the server.
 */
import { onTestFinished, vi } from 'vitest';
import type { DynamicTabsData, FieldDefinition } from '../../../schemas/api/types';
import { DEMO_FORM_DEFINITIONS, DEMO_TABS } from '../../../schemas/demo/formDefinitions';
import type { FormTab } from '../../../schemas/tabs';
import { answerProblems, isRouteName, requestProblems, routeFor } from './apiContract';

/**
 * An answer: `data` of a success (status < 400, default 200; 204 sends no body) or the field errors
 * of an error; `envelope` adds fields beside them (get-plan-pricing-detail's statusCode).
 */
export interface FakeAnswer { status?: number; data: unknown; envelope?: Record<string, unknown> }
export type FakeRoute = (url: URL, body: unknown) => FakeAnswer | undefined;

export interface FakeCall { method: string; path: string; query: Record<string, string>; body: unknown; credentials?: RequestCredentials }

/** Field definitions of a demo portal's tab, with optional saved values. */
export function demoDefs(portal: number, tab: FormTab, values: Record<string, unknown> = {}): FieldDefinition[] {
  return DEMO_FORM_DEFINITIONS[portal][tab].map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: values[field_name] ?? null }));
}

/** The demo tab list of a portal in the get-dynamic-tabs shape. */
export function demoTabs(portal: number): DynamicTabsData {
  return { result: DEMO_TABS[portal].map(([tab_name, order, required]) => ({ tab_name, order, required })) };
}

/** How the fake answers beyond its routes. */
export interface FakeOptions {
  /** Seconds the browser session has left, sent on every answer as the server does (x-session-expires-in). */
  sessionExpiresIn?: number | (() => number);
}

/**
 * Installs the fake for the running test; `routes` maps an endpoint name (path after /api/v1/,
 * or the first segment of a parametric one: 'direct-continue') to its answer. A name the server
 * does not serve throws here; a call to such a path, or an answer the route's response schema
 * refuses, fails the test when it finishes (the client turns an error thrown in fetch into a
 * network failure, which a test could take for the behaviour under test).
 */
export function installFakeApi(routes: Record<string, FakeRoute | FakeAnswer>, options: FakeOptions = {}): FakeCall[] {
  const unknown = Object.keys(routes).filter((name) => !isRouteName(name));
  if (unknown.length > 0) throw new Error(`fake routes the server does not serve: ${unknown.join(', ')}`);
  const calls: FakeCall[] = [];
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(`the fake network broke the server's contract:\n${problems.join('\n')}`);
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    // The spec's routes under /api/v1, our own extension (PUT /api/language) under /api.
    const path = url.pathname.replace(/^\/api\/(v1\/)?/, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body, credentials: init.credentials });
    const served = routeFor(method, path);
    if (!served) problems.push(`the app called ${method} ${path}, which the server does not serve`);
    else problems.push(...requestProblems(served, Object.fromEntries(url.searchParams), body));
    const route = routes[path] ?? routes[path.split('/')[0]];
    const answer = typeof route === 'function' ? route(url, body) : route;
    if (!answer) return new Response(JSON.stringify({ status: 'error', data: [] }), { status: 404 });
    const status = answer.status ?? 200;
    // 204 (a storefront lookup that found nothing) has no body at all.
    if (status === 204) {
      if (served) problems.push(...answerProblems(served, status, null));
      return new Response(null, { status });
    }
    const envelope = { status: status >= 400 ? 'error' : 'success', ...answer.envelope, data: answer.data };
    if (served) problems.push(...answerProblems(served, status, envelope));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const left = typeof options.sessionExpiresIn === 'function' ? options.sessionExpiresIn() : options.sessionExpiresIn;
    if (left !== undefined) headers['x-session-expires-in'] = String(left);
    return new Response(JSON.stringify(envelope), { status, headers });
  });
  return calls;
}
