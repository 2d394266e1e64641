/** Every /api/v1 route (the mailbox is registered apart, outside the prefix). */
import type { FastifyInstance } from 'fastify';
import { openApiRoute } from '../plugins/openapi';
import { adminRoutes } from './admin';
import { agreementRoutes } from './agreement/agreement';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries';
import { billingRoutes } from './billing/billing';
import { dependentRoutes } from './dependents/dependents';
import { cartRoutes } from './cart/cart';
import { healthRoutes } from './health/health';
import { receiptRoutes } from './completion/receipt';
import { reviewRoutes } from './completion/review';
import { tabRoutes } from './enrollment/tabs';
import { tempInfoRoutes } from './enrollment/tempInfo';
import { formFieldRoutes } from './forms/formFields';
import { formValidatorRoutes } from './forms/formValidators';
import { siteMessagesRoutes } from './forms/siteMessages';
import { wizardMessagesRoutes } from './forms/wizardMessages';
import { storefrontFormRoutes } from './forms/storefrontForms';
import { saveTabRoutes } from './forms/saveTab';
import { tabDocumentRoutes } from './forms/tabDocument';
import { groupInfoRoutes } from './lookups/groupInfo';
import { lookupRoutes } from './lookups/lookups';
import { memberFilterRoutes } from './members/filters';
import { memberRoutes } from './members/members';
import { portalSignInRoutes } from './members/signIn';
import { chromeLinkRoutes } from './menu/links';
import { menuRoutes } from './menu/menu';
import { siteThemeRoutes } from './menu/siteTheme';
import { enrollerCodeRoutes } from './personal/enrollerCode';
import { pingRoutes } from './ping';
import { pricingRoutes } from './pricing/pricing';
import { planDetailRoutes } from './planDetail/planDetail';
import { continueRoutes } from './resume/continue';
import { saveEnrollmentRoutes } from './resume/saveEnrollment';
import { screenshotRoutes } from './resume/screenshot';
import { siteInfoRoutes } from './site/siteInfo';
import { storefrontAccessRoutes } from './storefront/access';
import { storefrontInfoRoutes } from './storefront/info';
import { storefrontLandingRoutes } from './storefront/landing';
import { storefrontSiteRoutes } from './storefront/site';
import { assistRoutes } from './assist/assist';
import { quoteRoutes } from './quote';
import { quoteSendRoutes } from './quoteSend';
import { planQuestionRoutes } from './planQuestions/planQuestions';
import { carrierStatusRoutes } from './planQuestions/carrierStatus';
import { plansRoutes } from './plans/plans';
import { homeAreaRoutes } from './home';
import { validatorRoutes } from './validators/validators';
import { useMessageOverrides } from '../services/messageOverridesHook';
import { visitorSiteMessages } from '../services/siteMessages';
import { requestWizardMessages } from '../services/wizardMessages';

/**
 * The storefront's routes (the shop, its entry, homes, help and chrome): their error answers say
 * an English caller's portal's overrides of the catalog's messages (services/siteMessages.ts;
 * every route's error answers speak the caller's language: services/messageOverridesHook.ts).
 */
const STOREFRONT_API = [
  storefrontFormRoutes, siteMessagesRoutes, cartRoutes, menuRoutes, chromeLinkRoutes, siteThemeRoutes,
  storefrontAccessRoutes, storefrontInfoRoutes, storefrontLandingRoutes, portalSignInRoutes, memberRoutes, memberFilterRoutes, pricingRoutes, planDetailRoutes,
  storefrontSiteRoutes, assistRoutes, quoteRoutes, quoteSendRoutes, planQuestionRoutes, plansRoutes, homeAreaRoutes,
];

async function storefrontApi(app: FastifyInstance): Promise<void> {
  useMessageOverrides(app, visitorSiteMessages, 'storefront');
  for (const routes of STOREFRONT_API) await app.register(routes);
}

/**
 * The wizard's routes (an enrollment's tabs, save and continue later, review, completion and
 * receipt): their error answers say the enrollment's overrides of the catalog's messages to an English caller
 * (services/wizardMessages.ts, the Wizard: Messages form).
 */
const WIZARD_API = [
  wizardMessagesRoutes, tabRoutes, tempInfoRoutes, formFieldRoutes, saveTabRoutes, tabDocumentRoutes, groupInfoRoutes, enrollerCodeRoutes,
  validatorRoutes, saveEnrollmentRoutes, screenshotRoutes, beneficiaryRoutes, healthRoutes, dependentRoutes, agreementRoutes, billingRoutes, reviewRoutes, receiptRoutes,
];

async function wizardApi(app: FastifyInstance): Promise<void> {
  useMessageOverrides(app, requestWizardMessages, 'wizard');
  for (const routes of WIZARD_API) await app.register(routes);
}

/** Registers the API under its prefix (use with { prefix: '/api/v1' }). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    pingRoutes, formValidatorRoutes, lookupRoutes, continueRoutes, siteInfoRoutes, wizardApi,
    storefrontApi, adminRoutes, openApiRoute,
    // GET /:hash takes a one-segment path no route above serves (schemas/api/carrierStatus.ts).
    carrierStatusRoutes,
  ]) {
    await app.register(routes);
  }
}
