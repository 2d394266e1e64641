/**
 * WCAG 2.1 AA 1.4.11 (non-text contrast): an input's border is what shows a sighted user
 * where to type, so it needs 3:1 against the surface. The theme variables have one source
 * (src/app/tokens.css); this resolves them and checks the borders the inputs really get.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const appCss = readFileSync(new URL('../../../src/app/app.css', import.meta.url), 'utf8');
const tokensCss = readFileSync(new URL('../../../src/app/tokens.css', import.meta.url), 'utf8');
const engineCss = readFileSync(new URL('../../../src/engine/engine.css', import.meta.url), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`. */
function variablesOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const themeVars = variablesOf(tokensCss, ':root');

/** The colour of the `border` declaration in the rule for `selector`, with var() resolved. */
function borderColour(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, `rule ${selector}`).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  const value = /(?:^|[\s;{])border:\s*([^;]+);/.exec(block)?.[1] ?? '';
  const colour = value.split(/\s+/).find((part) => part.startsWith('#') || part.startsWith('var(')) ?? '';
  return colour.replace(/^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/, (_m, name: string, fallback?: string) => themeVars[name] ?? fallback ?? '');
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('input borders', () => {
  it.each([
    ['engine inputs (text, select, textarea)', engineCss, '.bs-input'],
    ['inputs outside the engine (continue banner, modals)', appCss, '.field input'],
  ])('%s keep 3:1 against the surface', (_name, css, selector) => {
    const colour = borderColour(css, selector);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colour, themeVars['--bs-surface'])).toBeGreaterThanOrEqual(3);
  });
});
