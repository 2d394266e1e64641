/**
 * The footer's app-download rule (storefront.md section 2 "Footer": the Android icon is hidden on
 * Apple devices). iPadOS 13+ reports a desktop Mac user agent, so a "Macintosh" with a touch
 * screen is an iPad; a desktop Mac is an Apple device too (Google Play is no use there either).
 */

/** Whether the browser runs on an Apple device (iPhone, iPad, iPod, Mac). */
export function isAppleDevice(userAgent: string): boolean {
  if (/android/i.test(userAgent)) return false;
  return /\b(iPhone|iPad|iPod|Macintosh|Mac OS X)\b/i.test(userAgent);
}

/** Which store icons the footer shows. */
export function appStores(userAgent: string): { ios: boolean; android: boolean } {
  return { ios: true, android: !isAppleDevice(userAgent) };
}
