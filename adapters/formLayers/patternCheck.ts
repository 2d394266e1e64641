/**
 * Whether a pattern from staff is safe to run on every save: bounded, compiles as ajv compiles
 * it (unicode), and free of the shapes that make a regular expression backtrack exponentially
 * (a back-reference, or a repeated group that itself repeats or chooses, like (a+)+ or (a|ab)+). Values are bounded in
 * length too, so what passes runs in time proportional to a short input.
 */
import { MESSAGES } from '../../schemas/messages';

/** Longest pattern a form definition may set. */
export const PATTERN_MAX_LENGTH = 200;

/**
 * The quantifier at `i` (*, +, ?, {n}, {n,}, {n,m}), if any: whether it matches a variable number
 * of times, and whether that number may be more than one (what makes a repeated group dangerous).
 */
function quantifierAt(pattern: string, i: number): { variable: boolean; repeats: boolean } | undefined {
  const char = pattern[i];
  if (char === '*' || char === '+') return { variable: true, repeats: true };
  if (char === '?') return { variable: true, repeats: false };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!braces) return undefined;
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
  return { variable: max > min, repeats: max > min && max > 1 };
}

/** Whether the pattern repeats a group that holds a repetition, or refers back to a group. */
function isUnsafe(pattern: string): boolean {
  // Per open group: whether something inside it repeats.
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return true;
      i += 1;
      continue;
    }
    if (inClass) {
      inClass = char !== ']';
      continue;
    }
    if (char === '[') inClass = true;
    // A choice inside a group makes repeating the group ambiguous ((a|a)+ backtracks as (a+)+ does).
    else if (char === '|' && groups.length > 0) groups[groups.length - 1] = true;
    else if (char === '(') {
      groups.push(false);
      // A group's kind ((?:, (?=, (?!, (?<=, (?<!, (?<name>) is no quantifier.
      const kind = /^\?(?::|=|!|<=|<!|<[A-Za-z][A-Za-z0-9]*>)/.exec(pattern.slice(i + 1));
      if (kind) i += kind[0].length;
    }
    else if (char === ')') {
      const inner = groups.pop() ?? false;
      const quantifier = quantifierAt(pattern, i + 1);
      if (inner && quantifier?.repeats) return true;
      if (groups.length > 0 && (inner || quantifier?.variable)) groups[groups.length - 1] = true;
    } else if (quantifierAt(pattern, i)?.variable && groups.length > 0) {
      groups[groups.length - 1] = true;
    }
  }
  return false;
}

/** Whether ajv can compile the pattern (it builds every pattern with the unicode flag). */
function compiles(pattern: string): boolean {
  try {
    return new RegExp(pattern, 'u') instanceof RegExp;
  } catch {
    return false;
  }
}

/** The message of what is wrong with a pattern, or undefined when it may be used. */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length > PATTERN_MAX_LENGTH) return MESSAGES.formPatternTooLong;
  if (!compiles(pattern)) return MESSAGES.formPatternInvalid;
  return isUnsafe(pattern) ? MESSAGES.formPatternUnsafe : undefined;
}
