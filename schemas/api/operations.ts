/**
 * What the API reference says of each operation beside its schemas (schemas/api/routes.ts): a
 * one-line summary, the error statuses its handler answers beyond those the server derives
 * (422 for an operation with inputs; 401, 403 and, for a write, 409 from its session guard), and
 * whether it needs a signed-in portal account. server/plugins/openapi.ts puts them into the
 * OpenAPI document and docs/api.md is generated from that (`npm run docs:api`); the API docs
 * test fails when an operation has no entry here or docs/api.md is stale.
 */
import { FORM_TAB_SLUGS, FORM_TABS } from '../tabs';
import { LOOKUP_ROUTES } from './routes';

/** An operation's documentation: summary, extra error statuses, portal sign-in. */
export interface OperationDoc {
  readonly summary: string;
  /** Statuses the handler answers itself (404 unknown, 409 state, 429 throttled, 204 nothing found). */
  readonly statuses?: readonly number[];
  /** Answers only for a signed-in portal account (rep, group or member): 401 without one, 403 for another's data. */
  readonly portal?: true;
}

const THROTTLED = [429] as const;

/** Keyed 'METHOD /url' exactly as the route table spells the url. */
const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'GET /ping': { summary: 'Liveness check: answers pong.' },
  'GET /get-dynamic-tabs': { summary: "The wizard's tabs for the bound enrollment, in order, with each one's state." },
  'GET /get-tab-document': { summary: "A tab staff added: its fields with the bound enrollment's saved values, title and route slug." },
  'POST /save-tab-document': { summary: "Saves a tab staff added into the bound enrollment's document of that tab, checked as its form says." },
  'GET /check-tab-required': { summary: 'Whether a tab must still be completed before checkout.' },
  'GET /get-enrollment-temp-info': { summary: 'One saved column of the bound enrollment (the quote filter, the cart process, ...).' },
  'GET /form-validators/:file': { summary: 'A compiled form validator module for the browser (JavaScript, not JSON).', statuses: [404] },
  'GET /get-group-info': { summary: "The bound enrollment's group: name, contact and enrollment settings." },
  'GET /check-enroll-code': { summary: 'Whether the bound enrollment asks for an enroller code.' },
  'POST /save-enroller-code': { summary: "Saves the enroller's code on the bound enrollment." },
  'POST /validate-member-email': { summary: "Checks that an e-mail is not already a member's." },
  'GET /validate-phone-numverify': { summary: 'Checks a phone number with the configured phone validator.' },
  'POST /validate-email-neverbounce': { summary: 'Checks an e-mail address with the configured e-mail validator.' },
  'POST /save-enrollment': { summary: 'Save and continue later: mails a continue code (or, for the cart tab, the quote).', statuses: THROTTLED },
  'POST /continue-enrollment': { summary: 'Resumes an enrollment by e-mail and continue code; binds a fresh session to it.', statuses: THROTTLED },
  'GET /direct-continue/:id': { summary: "Resumes an enrollment from a mailed direct link's id and token.", statuses: THROTTLED },
  'POST /save-screenshot': { summary: "Stores a screenshot of the visitor's page for assisted enrollment.", statuses: THROTTLED },
  'GET /get-external-site-dynamic-information': { summary: "A site's branding settings, falling back to the default site's." },
  'POST /keep-session-alive': { summary: "Extends the session's idle limit; answers the seconds left." },
  'PUT /api/language': {
    summary: "Our extension (outside /api/v1): sets the visitor's language (the lang cookie) and, when the session holds an open enrollment, that enrollment's language (its mails and PDF).",
  },
  'GET /get-plan-cart': { summary: "The bound enrollment's cart: lines, fees and totals." },
  'GET /get-more-requirement': { summary: 'Whether the cart (or one plan) holds the premier plan, which asks more of dependents.' },
  'GET /check-prudential-cart': { summary: "Whether the cart holds a plan of the premier carrier." },
  'GET /get-cart-count': { summary: 'How many lines the cart holds.' },
  'GET /get-cart-amount': { summary: "The cart's recurring monthly cost." },
  'GET /remove-plan-from-cart': { summary: 'Removes a plan (and the riders that depend on it) from the cart.' },
  'GET /get-cart-effective-dates': { summary: 'The effective dates the cart may start on.' },
  'POST /cart-checkout': { summary: "Checks the cart out: the enrollment process and effective date; the wizard's tabs follow.", statuses: [409] },
  'GET /get-suggested-plan-list': { summary: 'Plans suggested beside the cart for this visitor.' },
  'GET /get-suggested-plan-list-new': { summary: 'Plans suggested beside one plan for this visitor.' },
  'GET /get-form-fields-beneficiary-info': { summary: 'The beneficiary form of the bound enrollment: fields and saved beneficiaries.' },
  'POST /save-beneficiary-info': { summary: 'Saves the beneficiaries tab (shares adding up to 100 per kind).' },
  'GET /get-form-fields-billing-info': { summary: 'The billing form of the bound enrollment for the chosen payment type.' },
  'GET /get-form-fields-dependent-primary-info': { summary: 'The dependent form of the bound enrollment: fields, tier rules and saved dependents.' },
  'GET /get-form-fields-agreement-info': { summary: 'The agreement form of the bound enrollment: acceptances and signature fields.' },
  'GET /get-beneficiaries-existing-user-enrollment': { summary: "An existing member's beneficiaries on file." },
  'POST /validate-single-beneficiary': { summary: 'Validates one beneficiary without saving it.' },
  'GET /get-payment-method': { summary: 'The payment types offered to the bound enrollment, the default first.' },
  'GET /get-bill-date': { summary: 'The bill dates an EFT may draw on.' },
  'GET /get-existing-bank-info': { summary: "The member's bank account on file, masked." },
  'GET /get-existing-card-info': { summary: "The member's card on file, masked." },
  'GET /lookup-routing-number': { summary: 'The bank a routing number belongs to, or why there is none.' },
  'POST /save-billing-info': { summary: 'Saves the billing tab (the account or card number sealed).' },
  'POST /save-billing-info-existing': { summary: 'Saves the billing tab with the account or card already on file.' },
  'GET /get-billing-text': { summary: 'The billing authorization text for the chosen payment type.' },
  'GET /get-health-questions-primary-health-info': { summary: "The primary applicant's health questions for the cart's plans." },
  'GET /get-existing-primary-health-info': { summary: "The primary applicant's saved health answers." },
  'POST /save-primary-health-info': { summary: "Saves the primary applicant's health answers." },
  'GET /get-health-questions-dependent-info': { summary: "The dependents' health questions for the cart's plans." },
  'GET /get-dependents-existing-user-enrollment': { summary: "An existing member's dependents on file." },
  'POST /validate-single-dependent': { summary: 'Validates one dependent without saving it.' },
  'POST /save-dependent-info': { summary: 'Saves the dependents tab (SSNs sealed).' },
  'POST /save-dependent-info-to-temp': { summary: 'Keeps the dependents entered so far as a draft.' },
  'POST /delete-dependent-in-IO': { summary: 'Removes the dependents when the tier becomes member only.' },
  'GET /get-agreement-texts': { summary: 'The agreement texts the applicant signs, for the cart and process.' },
  'POST /save-agreement-info': { summary: 'Saves the agreement tab: acceptances and signature (or the rep verification).' },
  'POST /save-review-info': { summary: 'Completes the enrollment from the review tab.', statuses: [409] },
  'GET /get-receipt': { summary: 'The receipt of a completed enrollment.', statuses: [409] },
  'POST /auto-invoice-generation': { summary: 'Asks the invoice service for the first invoice of list or statement billing.', statuses: [409] },
  'GET /validate-agent': { summary: "A rep's access code: the rep, or 204 when unknown.", statuses: [204, 429] },
  'GET /validate-group': { summary: "A group's access code: the group, or 204 when unknown.", statuses: [204, 429] },
  'GET /validate-landing-page': { summary: "A landing page's slug: its rep or group, or 204 when unknown.", statuses: [204, 429] },
  'GET /get-agent-info-enroll': { summary: 'A rep as the storefront shows it (204 when unknown).', statuses: [204] },
  'GET /get-group-info-enroll': { summary: 'A group as the storefront shows it (204 when unknown).', statuses: [204] },
  'GET /get-enrollment-info-referral': { summary: 'A referral link: its rep, group and portal (204 when unknown).', statuses: [204] },
  'GET /get-domainSite-infromation': { summary: 'The group or rep a custom domain belongs to (204 when none).', statuses: [204] },
  'GET /get-agent-landing-page-info': { summary: "A rep's landing page content.", statuses: [204] },
  'GET /get-agent-about-page-info': { summary: "A rep's about page content.", statuses: [204] },
  'GET /get-group-landing-page-info': { summary: "A group's landing page content.", statuses: [204] },
  'GET /get-group-about-page-info': { summary: "A group's about page content.", statuses: [204] },
  'GET /get-agent-groups': { summary: 'The groups a rep enrolls for.' },
  'GET /get-enrollment-platforms': { summary: 'The portals a rep sells on.' },
  'GET /get-default-info': { summary: "The default site's branding and portal, and the storefront's site configuration." },
  'GET /assist/get': { summary: "The assistant's next question and a device's past answers." },
  'POST /assist/add': { summary: "Records one answer to the assistant's question.", statuses: THROTTLED },
  'GET /check-lead-information': { summary: 'Whether a device already left its lead information.' },
  'GET /get-lead-information': { summary: "Stores the location prompt's rounded position; answers the zip code near it." },
  'POST /portal-sign-in': { summary: 'Signs a rep, group or member portal account in.', statuses: [401, 429] },
  'POST /portal-sign-out': { summary: 'Signs the portal account out of this session.' },
  'GET /portal-session': { summary: 'Who is signed in on this session (all null when nobody).' },
  'GET /get-agent-members': { summary: "The members of the signed-in rep's table.", portal: true },
  'GET /get-group-users': { summary: "The members of the signed-in group's table.", portal: true },
  'GET /get-member-info': { summary: 'A member the signed-in account may see.', portal: true },
  'GET /get-group-agent-member-info': { summary: 'The group and rep of the bound enrollment, for the members table.' },
  'POST /add-filter-for-existing-user': { summary: 'Starts a quote for an existing member, by their rep or group.', portal: true },
  'POST /add-filter-for-member': { summary: 'Starts a quote for the signed-in member.', portal: true },
  'POST /update-filter-portal': { summary: "Moves the bound enrollment's quote to another of the rep's portals." },
  'GET /get-common-menu': { summary: "The header menu's plan categories for this visitor." },
  'GET /get-group-menu': { summary: "A group site's header menu." },
  'GET /get-ticket-link': { summary: 'The support ticket address (configuration; empty when unset).' },
  'GET /get-site-links': { summary: "The header's and footer's outside links (configuration)." },
  'POST /save-site-theme': { summary: "Saves a site's colours and logo after the contrast checks. Admin only: answered to a browser on the server's own machine, 404 to anyone else.", statuses: [404] },
  'GET /get-plan-pricing-detail': { summary: "A plan's prices for the bound quote, or the pricing refusal's code and message." },
  'GET /get-form-fields-pricing/:form': { summary: "A plan-detail dialog's fields (income and hours, tobacco, tier, dependent info, the portal with the caller's choices) and its validator's id." },
  'GET /get-plan-pricing-detail-elevate': { summary: 'The prices of every listed plan for the bound quote (elevate partner).' },
  'GET /get-plan-detail/:id': { summary: "A plan's detail page content.", statuses: [404] },
  'GET /get-plan-detail': { summary: 'The plan detail without an id: refused as unknown.', statuses: [404] },
  'GET /get-related-plans': { summary: 'Plans related to one plan for the bound quote.' },
  'POST /check-already-in-cart': { summary: 'Whether a plan (or one of its category) is already in the cart.' },
  'POST /add-plan-to-cart': { summary: 'Adds a priced plan to the cart (and the membership it requires).' },
  'POST /add-plan-to-cart-prudentials': { summary: "Adds a premier carrier's plan to the cart." },
  'GET /get-external-site-infromation': { summary: 'An external partner site by name (204 when unknown).', statuses: [204] },
  'GET /get-elevate-info': { summary: 'The portal the elevate partner host enrolls on (configuration).' },
  'POST /track-elevate-traffic': { summary: 'Counts a website visit of an enrollment, once per visitor.' },
  'POST /set-enrollment-group-code': { summary: 'Puts a group enrollment code on the bound enrollment.', statuses: THROTTLED },
  'GET /group-enrollment-info': { summary: 'Whether the caller holds the enrollment and may still give it a group code.' },
  'GET /get-form-fields-quote': { summary: "The quote form's field definitions (catalog schemas/catalog/storefront/quote.ts) and its validator's id." },
  'GET /validate-zip-code': { summary: 'The state of a zip code, or the zip field error.' },
  'POST /add-filter-for-new-user': { summary: 'Starts a quote (a temporary enrollment bound to this session) for a new visitor.' },
  'PUT /change-filter-info/:tempId': { summary: "Changes the bound quote's zip, birth date, gender, tier or category." },
  'GET /get-form-fields-send-quote': { summary: "The send-quote form's field definitions (catalog schemas/catalog/storefront/sendQuote.ts) and its validator's id." },
  'GET /get-form-fields-access-code': { summary: "The rep access code form's field definitions (catalog schemas/catalog/storefront/accessCode.ts) and its validator's id." },
  'GET /get-form-fields-group-code': { summary: "The group code form's field definitions (catalog schemas/catalog/storefront/groupCode.ts) and its validator's id." },
  'GET /get-form-fields-messages': { summary: "The storefront's message overrides for the caller's portal (the Storefront: Messages form), by catalog message key." },
  'GET /get-form-fields-wizard-messages': {
    summary: "The wizard's message overrides for the bound enrollment (the Wizard: Messages form: Default, its portal, its group, at the versions it started with), by catalog message key.",
  },
  'GET /get-quote-preview-content': { summary: 'The personalised quote e-mail as it would be sent.' },
  'GET /get-questions': { summary: "A plan's underwriting questions for the bound quote." },
  'POST /save-question-answers': { summary: "Saves the answers to a plan's questions." },
  'GET /get-aflac-questions': { summary: "A carrier's own questions for a plan." },
  'POST /save-aflac-questions': { summary: "Saves the answers to a carrier's questions." },
  'GET /check-prudential-plan': { summary: "Whether a plan is the premier carrier's." },
  'GET /check-disability-plan': { summary: 'Whether a plan asks income and hours (disability).' },
  'GET /check-already-answered': { summary: "Whether the bound quote already answered a plan's questions." },
  'GET /:hash': {
    summary: "A carrier's status by its key (a plan's carrier_hash): whether it takes new applications now, and its text when not. An unknown key answers 404.",
    statuses: [404],
  },
  'POST /store-temp-dependent-info': { summary: 'Keeps the spouse and children facts pricing asks for.' },
  'GET /get-temp-dependent-info': { summary: 'The spouse and children facts kept for pricing.' },
  'GET /get-plan-category': { summary: 'The plan categories, in listing order.' },
  'GET /get-filtered-plans': { summary: 'The plans listing for the bound quote, grouped by category.' },
  'GET /get-menu-filtered-plans': { summary: "One menu category's plans for this visitor." },
  'GET /get-left-side-filter-fields': { summary: "The listing's filter panel fields for the bound quote." },
  'GET /get-featured-plans': { summary: 'The featured plans this visitor may be shown.' },
  'GET /get-homepage-plan': { summary: "The home page's category grid for this visitor." },
  'GET /recommendation/popularity': { summary: 'The plans most bought, for this visitor.' },
  'GET /recommendation/filter': { summary: "The plans that price for the visitor's state, tier and age, most bought first." },
  'GET /recommendation/association': { summary: 'The plans bought together with one plan.' },
  'GET /recommendation/plan-details': { summary: 'The cards of the listed plans, with their lowest monthly price.' },
  'POST /decrypt-detail': { summary: "Decodes a recommendation link's ids." },
};

/** A form tab's two operations (schemas/tabs.ts): its fields and its save. */
const formTabOperations = Object.fromEntries(FORM_TABS.flatMap((tab) => [
  [`GET /get-form-fields-${FORM_TAB_SLUGS[tab]}`, { summary: `The ${FORM_TAB_SLUGS[tab]} form of the bound enrollment: fields, layout and saved values.` }],
  [`POST /save-${FORM_TAB_SLUGS[tab]}`, { summary: `Saves the ${FORM_TAB_SLUGS[tab]} tab (every field validated as the form says).` }],
])) as Record<string, OperationDoc>;

/** A lookup list's operation (routes.ts LOOKUP_ROUTES): the list named by its url. */
function lookupOperation(method: string, url: string): OperationDoc | undefined {
  const list = Object.values(LOOKUP_ROUTES).find((route) => route.method === method && route.url === url);
  return list ? { summary: `The ${list.url.slice('/get-'.length).replaceAll('-', ' ')} list.` } : undefined;
}

/** The documentation of `method url`, or undefined when it has none yet. */
export function operationDoc(method: string, url: string): OperationDoc | undefined {
  const key = `${method.toUpperCase()} ${url}`;
  return OPERATIONS[key] ?? formTabOperations[key] ?? lookupOperation(method.toUpperCase(), url);
}

/**
 * The operation's id, its url in camel case ('/get-dynamic-tabs' -> 'getDynamicTabs',
 * '/direct-continue/:id' -> 'directContinueById'): every url has one method, and the API docs
 * test proves the ids unique.
 */
export function operationId(url: string): string {
  const words = url.split(/[^A-Za-z0-9:]+/).filter(Boolean).flatMap((word) => (word.startsWith(':') ? ['by', word.slice(1)] : word.split('-')));
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}
