/**
 * The path of a direct-continue link as the mailed link spells it: enrollment id and tab, each
 * base64-encoded and URL-escaped (base64 may hold '/').
 */
export function directLinkPath(enrollmentId: string, tab: string): string {
  const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));
  return `/direct-continue/${encode(enrollmentId)}/${encode(tab)}`;
}
