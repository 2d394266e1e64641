import { Fragment, type ReactNode } from 'react';
import type { Placeholders } from '../../../schemas/uiText/fill';

/**
 * A catalog text whose `{placeholders}` take React nodes (a name in <strong>, a link), so a
 * sentence with markup inside stays one translatable text instead of pieces around the markup.
 * Plain values go through fill() (schemas/uiText/fill.ts) instead.
 */
export function FilledText<T extends string>({ text, values }: { text: T; values: Record<Placeholders<T>, ReactNode> }) {
  // split() with a capturing group alternates text (even indexes) and placeholder names (odd).
  const parts = text.split(/\{(\w+)\}/);
  const nodes = values as Record<string, ReactNode>;
  return <>{parts.map((part, index) => <Fragment key={index}>{index % 2 === 0 ? part : nodes[part]}</Fragment>)}</>;
}
