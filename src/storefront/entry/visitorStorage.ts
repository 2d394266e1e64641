/**
 * What the startup machine's `storeVisitor` and `clearStorage` do to the browser's session values
 * (the plan's contract: header, footer and homes only read them). An entry path (a landing, a
 * referral, a website, an external site, a custom domain, the white-label host) replaces who the
 * visitor is; restoring from stored or query ids only fills what is missing, so a reload never
 * turns a referral visitor or an employee into someone else.
 */
import type { LookupAnswer, StartupRoute, Visitor } from '../../../machines/storefront/startupRoute';
import type { LandingInfo } from '../../../machines/storefront/startupTypes';
import { clearAllSession, getSession, setSession, type SessionValues } from '../../session/storage';

/** The ids a visitor keeps between visits (the machine's StoredIds). */
export function storedIds() {
  return { agent_id: getSession('agent_id'), user_id: getSession('user_id'), group_id: getSession('group_id') };
}

/** Routes that say who the visitor is; the site they name lets the visitor into the main layout. */
const ENTRY_KINDS: ReadonlySet<StartupRoute['kind']> = new Set(['landing', 'website', 'referral', 'external', 'customDomain', 'whiteLabelSite', 'whiteLabelDefault']);

type VisitorKey = 'eprocess' | 'open_type' | 'agent_id' | 'group_id' | 'portal_id' | 'enroll_type' | 'user_id' | 'referral' | 'fromSite';
const VISITOR_KEYS: readonly VisitorKey[] = ['eprocess', 'open_type', 'agent_id', 'group_id', 'portal_id', 'enroll_type', 'user_id', 'referral', 'fromSite'];

function put<K extends VisitorKey>(key: K, value: Visitor[K], onlyIfMissing: boolean): void {
  if (onlyIfMissing && (value === null || getSession(key) !== null)) return;
  setSession(key, value as SessionValues[K] | null);
}

/** A landing's validate-landing-page answer with its codes and names (the session's landing_info). */
type StoredLanding = SessionValues['landing_info'];

/** Stores who the visitor is after the route's lookup answered (see the file comment). */
export function storeVisitor(route: StartupRoute, visitor: Visitor, answer: LookupAnswer): void {
  const entry = ENTRY_KINDS.has(route.kind);
  for (const key of VISITOR_KEYS) put(key, visitor[key], !entry);
  if (!entry) return;
  setSession('isRepAuthenticated', true);
  if ((route.kind === 'landing' || route.kind === 'website') && answer) {
    const landing = answer as LandingInfo & Partial<StoredLanding>;
    setSession('landing_info', landing);
    setSession('landing_url', visitor.landing_page);
    setSession('gname', landing.gname ?? null);
    setSession('gcode', landing.gcode ?? null);
  }
}

/**
 * Clears every stored value. The continue links then mark the visitor authenticated (storefront.md
 * section 2's landing guard: "if not authenticated and the path is continue-enrollment, it marks
 * authenticated and goes there"); the resume stores its enrollment afterwards, on the page.
 */
export function clearStorage(route: StartupRoute): void {
  clearAllSession();
  if (route.kind === 'clear') setSession('isRepAuthenticated', true);
}
