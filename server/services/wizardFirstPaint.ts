/**
 * A wizard screen's first answers, in its page (issue 17): a resumed Personal, Dependent or
 * Billing Information screen waited on a chain of calls (the shell, then the tab list and the
 * enrollment's columns, then the form, then its validator) before its first content. For the
 * open enrollment the request's own session holds, the server asks exactly the calls the screen
 * makes when it loads (src/enrollment/loadStepContext.ts, loadTab.ts, dependents/loadDependents.ts,
 * billing/loadBilling.ts), in-process with the request's cookie, so each answer is what this
 * browser would be answered, and nothing of another session can be in it. The app takes each
 * answer once, at its first GET of that URL (src/api/firstPaint.ts); a later GET asks the server.
 *
 * Such a page holds the enrollment's saved values: it is never cached (shellPage.ts sends it
 * `no-store`) and never kept by the server. Without a live session, an open enrollment bound to
 * it, or on any other path, there is nothing here and the page stays the public one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { openEnrollmentOfSession, type SessionEnrollment } from '../db/queries/sessionEnrollment';
import { sessionHashOf } from '../plugins/session';
import { escapeHtml } from './html';
import { apiUrlOf, injectedAnswer, type FirstPaintAnswers } from './firstPaint';
import { wizardStaticPaint } from './wizardStaticPaint';

/**
 * The session-bound part of a wizard page: its answers, the hints of what they name (the form's
 * validator module) and the screen's static first paint (wizardStaticPaint.ts).
 */
export interface WizardFirstPaint { answers: FirstPaintAnswers; hints: string; paint: string }

const byEnrollment = (path: string, id: string, query: Record<string, string> = {}) => apiUrlOf(path, { enrollment_id: id, ...query });

/** What every step asks before it shows (loadStepContext): the tab list, three of the enrollment's columns and the wizard's message overrides. */
const stepContext = (id: string) => [
  byEnrollment('get-dynamic-tabs', id), byEnrollment('get-form-fields-wizard-messages', id),
  ...['group_id', 'eprocess', 'type'].map((column) => byEnrollment('get-enrollment-temp-info', id, { column })),
];

/** Each screen's own calls at load, after the step context (only screens listed here get answers). */
const SCREEN_CALLS: Partial<Record<TabName, (id: string) => string[]>> = {
  primary_info: (id) => [byEnrollment('get-form-fields-personal-info', id), byEnrollment('check-enroll-code', id)],
  dependent_info: (id) => [byEnrollment('get-form-fields-dependent-primary-info', id)],
  billing_info: (id) => [
    byEnrollment('get-form-fields-billing-info', id), byEnrollment('get-payment-method', id), apiUrlOf('get-bill-date'),
    byEnrollment('get-existing-bank-info', id), byEnrollment('get-existing-card-info', id), byEnrollment('get-billing-text', id),
    byEnrollment('get-enrollment-temp-info', id, { column: 'contact_info' }),
  ],
};

/** The screen a path shows, when it is one with first answers. */
function screenOf(path: string): TabName | undefined {
  const tab = WIZARD_TABS.find((candidate) => path === candidate.path || path === `${candidate.path}/`);
  return tab && SCREEN_CALLS[tab.tab_name] ? tab.tab_name : undefined;
}

const brandingOf = (key: string) => apiUrlOf('get-external-site-dynamic-information', { site_domain: Buffer.from(key, 'utf8').toString('base64') });

/**
 * The header's calls for the enrollment's site (src/storefront/chrome/siteKey.ts with the stored
 * visitor): its branding and its rep's landing page, as any visitor of that site is answered.
 */
function siteCalls(enrollment: SessionEnrollment): string[] {
  const group = enrollment.eprocess === 'group' && enrollment.group_id ? enrollment.group_id : null;
  const key = group ? `group:${group}` : enrollment.agent_id ? `agent:${enrollment.agent_id}` : null;
  if (!key) return [];
  const owner = group ? apiUrlOf('get-group-landing-page-info', { group_id: group }) : apiUrlOf('get-agent-landing-page-info', { agent_id: enrollment.agent_id ?? 0 });
  return [brandingOf(key), owner];
}

/** The form's validator module a form-fields answer names (src/api/getFormValidator.ts loads the same URL). */
function validatorHint(answers: FirstPaintAnswers): string {
  const hashes = Object.values(answers).flatMap((data) => {
    const hash = (data as { validator?: unknown } | null)?.validator;
    return typeof hash === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(hash) ? [hash] : [];
  });
  return hashes.map((hash) => `<link rel="modulepreload" href="${escapeHtml(apiUrlOf(`form-validators/${hash}.js`))}">`).join('');
}

/**
 * Whether the screen of `path` paints the step's own elements (Dependent Information's card down to
 * its disclaimer: dependentsStaticPaint.ts), laid out by the step's stylesheets, which its page
 * then holds in its head; the other screens paint their heading, laid out by the shell's.
 */
export const paintedWithStepStyles = (path: string): boolean => screenOf(path) === 'dependent_info';

/** Whether `path` is a wizard screen with first answers and `request` has a session to ask them with: its page is then personal. */
export const mayCarryEnrollment = (request: FastifyRequest, path: string): boolean =>
  screenOf(path) !== undefined && sessionHashOf(request) !== null && Boolean(request.headers.cookie);

/** The session-bound answers of a wizard page, or null (see the file comment). */
export async function wizardFirstPaint(app: FastifyInstance, request: FastifyRequest, path: string): Promise<WizardFirstPaint | null> {
  const screen = screenOf(path);
  const hash = screen ? sessionHashOf(request) : null;
  const cookie = request.headers.cookie;
  if (!screen || !hash || !cookie) return null;
  const enrollment = await openEnrollmentOfSession(app.db, hash);
  if (!enrollment) return null;
  const site = siteCalls(enrollment);
  const urls = [...stepContext(enrollment.id), ...(SCREEN_CALLS[screen]?.(enrollment.id) ?? []), ...site];
  const found = await Promise.all(urls.map((url) => injectedAnswer(app, url, cookie, request.language)));
  // A session the routes refused (expired, not holding the enrollment) gets the public page.
  if (found[0] === undefined) return null;
  const answers: FirstPaintAnswers = {};
  urls.forEach((url, index) => {
    if (found[index] !== undefined) answers[url] = found[index];
  });
  const paint = wizardStaticPaint({
    screen, tabs: answers[urls[0]], language: request.language,
    // Dependent Information's start: its item form's answer and the enrollment's type (stepContext's last column).
    dependents: { form: answers[byEnrollment('get-form-fields-dependent-primary-info', enrollment.id)], enrollType: answers[byEnrollment('get-enrollment-temp-info', enrollment.id, { column: 'type' })] },
    // The header's own answers: an employee enrollment's shows its employer, as the app's calm header does.
    header: { settings: answers[site[0]], landing: answers[site[1]], employer: enrollment.eprocess === 'group' && Boolean(enrollment.group_id) },
  });
  return { answers, hints: validatorHint(answers), paint };
}
