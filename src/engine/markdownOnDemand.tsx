/**
 * What `markdown-to-jsx/react` is in the built app (vite.config.ts, markdownOnDemand): RJSF's
 * default templates import its `Markdown` statically, for markdown descriptions and help (an
 * option our forms never set) and its own developer error notes. It was 86 kB of the 204 kB
 * engine chunk every wizard page parses (issue 17); now it loads the first time anything asks
 * for it, and the text shows as is until then.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
// The real module: the build's resolver lets this one import through (vite.config.ts).
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

const MarkdownCode = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

/** markdown-to-jsx's `Markdown`, loaded on first render. */
export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return <Suspense fallback={props.children}><MarkdownCode {...props} /></Suspense>;
}
