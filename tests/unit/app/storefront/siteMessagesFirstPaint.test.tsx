/**
 * Issue 14 with issue 17's first paint: a quoted visitor's shop page carries the portal's message
 * overrides (server/services/sessionFirstPaint.ts), so the page's very first render says them (no
 * catalog text first, no flash) and the layout route takes that answer instead of asking again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintAnswer, resetFirstPaintAnswers, SESSION_PAINT_ID } from '../../../../src/api/firstPaint';
import { MESSAGES } from '../../../../src/shared/text/messages';
import { SiteMessages } from '../../../../src/storefront/entry/SiteMessages';
import { installFakeApi } from '../fakeApi';

const URL = '/api/v1/get-form-fields-messages';

afterEach(() => {
  document.getElementById(SESSION_PAINT_ID)?.remove();
  resetFirstPaintAnswers();
  vi.unstubAllGlobals();
});

describe("a shop page that carries its portal's overrides", () => {
  it('says them in its first render and asks for them no more', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SESSION_PAINT_ID;
    block.textContent = JSON.stringify({ [URL]: { messages: { cartEmpty: 'Your basket is empty for now' } } });
    document.body.append(block);
    const calls = installFakeApi({});
    const rendered: string[] = [];
    function Page() {
      rendered.push(MESSAGES.cartEmpty);
      return <p>{MESSAGES.cartEmpty}</p>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes><Route element={<SiteMessages />}><Route path="cart" element={<Page />} /></Route></Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.getByText('Your basket is empty for now')).toBeTruthy();
    // The layout route's read takes the embedded answer (used up then), without a round trip.
    await waitFor(() => expect(firstPaintAnswer(URL)).toBeUndefined());
    expect(calls.filter((call) => call.path === 'get-form-fields-messages')).toHaveLength(0);
    expect(new Set(rendered)).toEqual(new Set(['Your basket is empty for now']));
  });
});
