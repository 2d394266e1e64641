/** ELEVATE_PORTAL_ID (get-elevate-info's portal): default, a configured portal, and a start refused for a malformed value. */
import { describe, expect, it } from 'vitest';
import { readElevateConfig } from '../../../server/services/elevateConfig';

describe('readElevateConfig', () => {
  it('answers the demo Group Benefits portal (12) when ELEVATE_PORTAL_ID is unset or blank', () => {
    expect(readElevateConfig({})).toEqual({ portalId: 12 });
    expect(readElevateConfig({ ELEVATE_PORTAL_ID: ' ' })).toEqual({ portalId: 12 });
  });

  it('answers the configured portal', () => {
    expect(readElevateConfig({ ELEVATE_PORTAL_ID: '11' })).toEqual({ portalId: 11 });
  });

  it('stops the start with the variable named for anything but a positive whole number', () => {
    for (const value of ['0', '-3', '12a', '1.5', '1234567890']) {
      expect(() => readElevateConfig({ ELEVATE_PORTAL_ID: value })).toThrow(/ELEVATE_PORTAL_ID must be a positive whole number/);
    }
  });
});
