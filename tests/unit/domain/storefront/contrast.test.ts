/**
 * The theme contrast rules (domain/storefront/contrast.ts): WCAG ratios, the surfaces they are
 * checked against are the ones tokens.css declares, the app's default colours and every demo
 * site pass, and a failing or malformed colour is named with its key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, THEME_SURFACES } from '../../../../domain/storefront/contrast';
import { DEMO_SITES } from '../../../../schemas/demo/sites';

const tokens = readFileSync(new URL('../../../../src/app/tokens.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1]?.toLowerCase();

describe('contrast rules', () => {
  it('compute WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
  });

  it('check against the surfaces tokens.css declares', () => {
    expect([token('--bs-surface'), token('--bs-bg'), token('--bs-surface-calm')]).toEqual([...THEME_SURFACES]);
  });

  it("pass the app's default colours and every demo site's", () => {
    expect(contrastProblems({
      primary_color: token('--bs-primary')!, accent_color: token('--bs-accent')!, text_color: token('--bs-text')!,
      muted_color: token('--bs-muted')!, danger_color: token('--bs-danger')!,
    })).toEqual([]);
    for (const settings of Object.values(DEMO_SITES)) expect(contrastProblems(settings)).toEqual([]);
  });

  it.each([
    ['primary_color', '#ffcc00', /^Contrast 1\.\d\d:1 is below 4\.5:1/],
    ['text_color', '#999999', /below 4\.5:1/],
    ['accent_color', '#d97706', /^Contrast 2\.9\d:1 is below 3:1/],
    ['primary_color', 'rgb(0,0,0)', /^Enter the colour as #rgb or #rrggbb$/],
  ])('refuse %s %s', (key, value, message) => {
    const [problem] = contrastProblems({ [key]: value });
    expect(problem.key).toBe(key);
    expect(problem.message).toMatch(message);
  });

  it('leave keys without a rule to the caller', () => {
    expect(contrastProblems({ site_name: 'x', logo_url: '/logo.svg' })).toEqual([]);
  });
});
