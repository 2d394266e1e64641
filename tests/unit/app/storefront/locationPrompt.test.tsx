/**
 * The Location Permission banner through the fake network (storefront.md sections 2 and 4): shown
 * after the device check, Allow storing the rounded position and sending it, Don't Allow and close
 * storing the answer, and never shown again once answered.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { clearAllSession, getSession } from '../../../../src/session/storage';
import { LocationPrompt } from '../../../../src/storefront/help/LocationPrompt';
import { installFakeApi } from '../fakeApi';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/**
 * The browser's idle callback, recorded and run at once: the prompt asks for it before anything
 * else (LocationPrompt's whenIdle), so "no new idle callback after a render" is the moment-free
 * proof that this page will never ask (a wait for the banner's absence could pass vacuously).
 */
function withIdleCallbacks() {
  const idle: Mock<(start: IdleRequestCallback) => number> = vi.fn<(start: IdleRequestCallback) => number>((start) => {
    queueMicrotask(() => start({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.mock.calls.length;
  });
  vi.stubGlobal('requestIdleCallback', idle);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return idle;
}

/** A browser whose geolocation answers Springfield (or refuses). */
function withGeolocation(refuse = false) {
  const getCurrentPosition = vi.fn<(done: PositionCallback, failed: PositionErrorCallback) => void>((done, failed) => {
    if (refuse) failed({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else done({ coords: { latitude: 39.78172, longitude: -89.65015 } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function renderPrompt(known = false) {
  const calls = installFakeApi({
    'check-lead-information': { data: { status: known, zip_code: known ? '62701' : null } },
    'get-lead-information': { data: { result: { zip_code: null } } },
  });
  const view = render(<LocationPrompt />);
  return { calls, view };
}

describe('the location prompt', () => {
  it('shows after the device check; Allow stores the rounded position, sends it, and the banner goes for good', async () => {
    const idle = withIdleCallbacks();
    const locate = withGeolocation();
    const { calls, view } = renderPrompt();
    const banner = await screen.findByRole('region', { name: 'Location Permission' });
    expect(calls.map((call) => call.path)).toEqual(['check-lead-information']);
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('get-lead-information'));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
    expect(getSession('locationAnswer')).toBe('allowed');
    expect(getSession('location')).toEqual({ latitude: 39.78, longitude: -89.65 });
    expect(calls.at(-1)?.query).toMatchObject({ store_information: '39.78,-89.65', device_id: getSession('deviceId') });
    // A later page: answered, so neither the check nor the banner.
    view.unmount();
    const asked = idle.mock.calls.length;
    const again = renderPrompt();
    expect(idle).toHaveBeenCalledTimes(asked);
    expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
    expect(again.calls).toEqual([]);
  });

  it('keeps the answer and the device id when the visit is cleared (a landing, Not My Site): never asked again', async () => {
    const idle = withIdleCallbacks();
    withGeolocation();
    const first = renderPrompt();
    await userEvent.setup().click(await screen.findByRole('button', { name: "Don't Allow" }));
    const device = getSession('deviceId');
    first.view.unmount();
    clearAllSession();
    expect(getSession('locationAnswer')).toBe('denied');
    expect(getSession('deviceId')).toBe(device);
    const asked = idle.mock.calls.length;
    const again = renderPrompt();
    expect(idle).toHaveBeenCalledTimes(asked);
    expect(again.calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
  });

  it("stores Don't Allow and close as the answer, without asking the browser", async () => {
    for (const [name, answer] of [["Don't Allow", 'denied'], ['Close the location request', 'dismissed']] as const) {
      const locate = withGeolocation();
      const { view } = renderPrompt();
      await userEvent.setup().click(await screen.findByRole('button', { name }));
      expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
      expect(getSession('locationAnswer')).toBe(answer);
      expect(locate).not.toHaveBeenCalled();
      view.unmount();
      localStorage.clear();
    }
  });

  it("stores 'denied' when the browser's own prompt refuses", async () => {
    withGeolocation(true);
    const { calls } = renderPrompt();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(getSession('locationAnswer')).toBe('denied'));
    expect(getSession('location')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['check-lead-information']);
  });

  it('asks nothing of a device the server already knows, nor of a browser without geolocation', async () => {
    const idle = withIdleCallbacks();
    withGeolocation();
    const known = renderPrompt(true);
    await waitFor(() => expect(known.calls.map((call) => call.path)).toEqual(['check-lead-information']));
    expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
    known.view.unmount();
    Reflect.deleteProperty(navigator, 'geolocation');
    const asked = idle.mock.calls.length;
    const none = renderPrompt();
    expect(idle).toHaveBeenCalledTimes(asked);
    expect(none.calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Location Permission' })).toBeNull();
  });
});
