/**
 * Issue 17: the build and the server read one list of the modules each page needs first
 * (schemas/routeChunks.ts); a path must find its page, and every module named must exist, or the
 * server would hint nothing for it without anyone noticing.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUT_ROOTS, ROUTE_PAGES, routePageOf, SHELL_ROOTS } from '../../../schemas/routeChunks';
import { RECEIPT_PATH, WIZARD_TABS } from '../../../schemas/tabs';

describe('the pages whose chunks the server hints', () => {
  it('finds the shop page of a path', () => {
    expect(routePageOf('/plan/304')?.name).toBe('detail');
    expect(routePageOf('/plan/304/prairie-medical-select/')?.name).toBe('detail');
    expect(routePageOf('/cart')?.name).toBe('cart');
    expect(routePageOf('/plans')?.name).toBe('plans');
    expect(routePageOf(RECEIPT_PATH)?.name).toBe('ReceiptScreen');
  });

  it('finds a screen for every wizard tab, the first three sharing one', () => {
    expect(WIZARD_TABS.filter((tab) => !routePageOf(tab.path)).map((tab) => tab.path)).toEqual([]);
    expect(new Set(['/enrollment/personal-info', '/enrollment/contact-info', '/enrollment/employer-info'].map((path) => routePageOf(path)?.name))).toEqual(new Set(['tabScreens']));
  });

  it('finds nothing for other paths', () => {
    expect(['/', '/javery', '/plans/x', '/plan', '/plan/304/a/b', '/cart/x', '/enrollment/personal-info/x'].filter((path) => routePageOf(path))).toEqual([]);
  });

  it('names modules that exist', () => {
    expect([...SHELL_ROOTS, ...LAYOUT_ROOTS, ...ROUTE_PAGES.flatMap((page) => page.roots)].filter((path) => !existsSync(path))).toEqual([]);
  });
});
