/**
 * WCAG 2.1 AA contrast of a site's theme colours (issue 7 point 4), one rule set for the server
 * (saveSiteTheme refuses a failing colour) and the tests. The pairs are the ones the CSS really
 * draws (src/app/app.css, tokens.css): primary is link and outline-button text on the page's
 * surfaces and the background of white button text, so it needs 4.5:1 against white and the page
 * background; text, muted and danger colours are text on those surfaces (4.5:1); the accent is
 * drawn only as a non-text indicator (the done steps' top border), so it needs 3:1 (WCAG 1.4.11).
 * Colours are written #rgb or #rrggbb so the ratio can always be computed.
 */

/** The surfaces themed colours sit on: --bs-surface, --bs-bg and --bs-surface-calm of src/app/tokens.css (a test keeps them equal). */
export const THEME_SURFACES = ['#ffffff', '#f4f6f9', '#f3f6f9'] as const;

/** A colour key, what the CSS does with it, and the ratio it needs against every surface. */
export interface ContrastRule { key: string; use: string; min: number }

export const CONTRAST_RULES: readonly ContrastRule[] = [
  { key: 'primary_color', use: 'link text and white button text', min: 4.5 },
  { key: 'theme_color', use: 'link text and white button text', min: 4.5 },
  { key: 'text_color', use: 'body text', min: 4.5 },
  { key: 'muted_color', use: 'secondary text', min: 4.5 },
  { key: 'danger_color', use: 'error text', min: 4.5 },
  { key: 'accent_color', use: 'step indicators', min: 3 },
  { key: 'secondary_color', use: 'step indicators', min: 3 },
];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for #rgb and #rrggbb. */
export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  const digits = hex.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance (WCAG 2.1). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** One refused colour: the settings key and the message a caller shows at it. */
export interface ContrastProblem { key: string; message: string }

/** The lowest ratio of `colour` against the theme's surfaces. */
export function worstContrast(colour: string): number {
  return Math.min(...THEME_SURFACES.map((surface) => contrastRatio(colour, surface)));
}

/**
 * The colour keys of `settings` that are not #rgb/#rrggbb or fail their contrast rule; [] when
 * every colour is fine. Keys without a rule are not colours and are left to the caller.
 */
export function contrastProblems(settings: Readonly<Record<string, string>>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const rule of CONTRAST_RULES) {
    const value = settings[rule.key];
    if (value === undefined) continue;
    if (!isHexColour(value)) {
      problems.push({ key: rule.key, message: 'Enter the colour as #rgb or #rrggbb' });
      continue;
    }
    const ratio = worstContrast(value);
    if (ratio < rule.min) {
      problems.push({
        key: rule.key,
        message: `Contrast ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 is below ${rule.min}:1 against the page's light surfaces (${rule.use}); choose a darker colour`,
      });
    }
  }
  return problems;
}
