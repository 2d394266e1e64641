import { createHash } from 'node:crypto';

/**
 * The path of a direct-continue link as the mailed link spells it: enrollment id and tab, each
 * base64-encoded and URL-escaped (base64 may hold '/').
 */
export function directLinkPath(enrollmentId: string, tab: string): string {
  const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));
  return `/direct-continue/${encode(enrollmentId)}/${encode(tab)}`;
}

/**
 * The link token the demo seed gives a demo code, derived as server/README.md documents it
 * (journeys drive the app and import no server code): base64url(sha256('demo-link:' + code)), 22 characters.
 */
export function demoLinkToken(code: string): string {
  return createHash('sha256').update(`demo-link:${code}`).digest('base64url').slice(0, 22);
}

/** A demo enrollment's direct link at `tab`, with its token, as docs/demo-world.md lists it. */
export function demoLinkPath(demo: { id: string; code: string }, tab: string): string {
  return `${directLinkPath(demo.id, tab)}?t=${demoLinkToken(demo.code)}`;
}
