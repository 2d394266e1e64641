/**
 * The API's routes as data, the one source of how each is called and what it answers: method,
 * url under /api/v1 (Fastify's spelling, ':id' for a path parameter) and Fastify's route schema
 * (OpenAPI tags, querystring / body / params, responses by status). The server's route files
 * register every route from its entry; the component tests' fake network checks each answer
 * against the entry's response schema; tests/integration/routeTable.test.ts proves the table
 * lists exactly the routes the app documents in its OpenAPI document.
 */
import type { LookupName } from '../catalog/types';
import { FORM_TAB_SLUGS, FORM_TABS, type FormTab } from '../tabs';
import { ADMIN_CONTENT_ROUTES } from './adminContentTranslations';
import { ADMIN_FORM_ROUTES } from './adminForms';
import { ADMIN_SESSION_ROUTES } from './adminSession';
import { AGREEMENT_ROUTES } from './agreement';
import { BILLING_ROUTES } from './billing';
import { BENEFICIARY_ROUTES } from './beneficiaries';
import { DEPENDENT_ROUTES } from './dependents';
import { CART_ROUTES } from './cart';
import { CARRIER_STATUS_ROUTES } from './carrierStatus';
import { HEALTH_ROUTES } from './health';
import { TAB_DOCUMENT_ROUTES } from './tabDocuments';
import { COMPLETION_ROUTES } from './completion';
import { STOREFRONT_ROUTES } from './storefront';
import { ASSIST_ROUTES } from './assist';
import { MEMBERS_ROUTES } from './members';
import { MENU_ROUTES } from './menu';
import { PRICING_ROUTES } from './pricing';
import { PLAN_DETAIL_ROUTES } from './planDetail';
import { STOREFRONT_SITE_ROUTES } from './storefrontSite';
import { QUOTE_ROUTES } from './quote';
import { QUOTE_SEND_ROUTES } from './quoteSend';
import { SITE_MESSAGES_ROUTE, STOREFRONT_FORM_ROUTES } from './storefrontForms';
import { WIZARD_MESSAGES_ROUTE } from './wizardMessages';
import { PLAN_QUESTION_ROUTES } from './planQuestions';
import { PLANS_ROUTES } from './plans';
import { HOME_ROUTES } from './home';
import { RECOMMENDATION_ROUTES } from './recommendations';
import { answer, emptyData, enrollmentQuery, optionalEnrollmentQuery, responses, type ApiSchema } from './common';
import { route, type ApiRoute } from './route';
import { dynamicTabsData, tabRequiredData, tabRequiredQuery, tempInfoData, tempInfoQuery } from './enrollment';
import { formFieldsData, formValidatorParams, saveTabBodySchema, saveTabData } from './forms';
import { ethnicCategoryData, groupInfoData, optionListData, statesData } from './lookups';
import {
  continueBody, continueData, directContinueParams, directContinueQuery, keepAliveBody, keepAliveData,
  saveEnrollmentBody, saveEnrollmentData, saveScreenshotBody,
} from './resume';
import { languageBody, languageData } from './language';
import { siteQuery, siteSettingsData } from './site';
import { enrollCodeData, emailBody, phoneQuery, saveEnrollerCodeBody, validatorData } from './validators';

/** GET /ping's answer. */
const pingData = answer({ pong: { type: 'boolean' } });

/** The routes with a path of their own. */
export const API_ROUTES = {
  ping: route({ method: 'GET', url: '/ping', schema: { tags: ['meta'], response: responses(pingData) } }),
  dynamicTabs: route({
    method: 'GET', url: '/get-dynamic-tabs', schema: { tags: ['enrollment'], querystring: enrollmentQuery, response: responses(dynamicTabsData) },
  }),
  tabRequired: route({
    method: 'GET', url: '/check-tab-required', schema: { tags: ['enrollment'], querystring: tabRequiredQuery, response: responses(tabRequiredData) },
  }),
  tempInfo: route({
    method: 'GET', url: '/get-enrollment-temp-info', schema: { tags: ['enrollment'], querystring: tempInfoQuery, response: responses(tempInfoData) },
  }),
  formValidator: route({ method: 'GET', url: '/form-validators/:file', schema: { tags: ['forms'], params: formValidatorParams } }),
  groupInfo: route({
    method: 'GET', url: '/get-group-info', schema: { tags: ['lookups'], querystring: enrollmentQuery, response: responses(groupInfoData) },
  }),
  checkEnrollCode: route({
    method: 'GET', url: '/check-enroll-code', schema: { tags: ['personal'], querystring: enrollmentQuery, response: responses(enrollCodeData) },
  }),
  saveEnrollerCode: route({
    method: 'POST', url: '/save-enroller-code', schema: { tags: ['personal'], body: saveEnrollerCodeBody, response: responses(emptyData) },
  }),
  validateMemberEmail: route({
    method: 'POST', url: '/validate-member-email', schema: { tags: ['validators'], body: emailBody, response: responses(validatorData) },
  }),
  validatePhone: route({
    method: 'GET', url: '/validate-phone-numverify', schema: { tags: ['validators'], querystring: phoneQuery, response: responses(validatorData) },
  }),
  validateEmail: route({
    method: 'POST', url: '/validate-email-neverbounce', schema: { tags: ['validators'], body: emailBody, response: responses(validatorData) },
  }),
  saveEnrollment: route({
    method: 'POST', url: '/save-enrollment', schema: { tags: ['resume'], body: saveEnrollmentBody, response: responses(saveEnrollmentData) },
  }),
  continueEnrollment: route({
    method: 'POST', url: '/continue-enrollment', schema: { tags: ['resume'], body: continueBody, response: responses(continueData) },
  }),
  directContinue: route({
    method: 'GET', url: '/direct-continue/:id',
    schema: { tags: ['resume'], params: directContinueParams, querystring: directContinueQuery, response: responses(continueData) },
  }),
  saveScreenshot: route({
    method: 'POST', url: '/save-screenshot', schema: { tags: ['resume'], body: saveScreenshotBody, response: responses(emptyData) },
  }),
  siteSettings: route({
    method: 'GET', url: '/get-external-site-dynamic-information',
    schema: { tags: ['site'], querystring: siteQuery, response: responses(siteSettingsData) },
  }),
  keepSessionAlive: route({
    method: 'POST', url: '/keep-session-alive', schema: { tags: ['session'], body: keepAliveBody, response: responses(keepAliveData) },
  }),
  /** Our extension (issue 18), outside the spec's /api/v1: the language switch's choice. */
  language: route({
    method: 'PUT', url: '/language', prefix: '/api', schema: { tags: ['session'], body: languageBody, response: responses(languageData) },
  }),
} as const;

/** get-form-fields-{slug} and save-{slug} of a form tab (schemas/tabs.ts FORM_TAB_SLUGS). */
export function formTabRoutes(tab: FormTab) {
  const slug = FORM_TAB_SLUGS[tab];
  return {
    fields: route({
      method: 'GET', url: `/get-form-fields-${slug}`, schema: { tags: ['forms'], querystring: enrollmentQuery, response: responses(formFieldsData) },
    }),
    save: route({ method: 'POST', url: `/save-${slug}`, schema: { tags: ['forms'], body: saveTabBodySchema(tab), response: responses(saveTabData) } }),
  };
}

/** A lookup list's route; the lists that may depend on the enrollment's group take an optional enrollment_id. */
function lookupRoute(list: LookupName, data: ApiSchema, perEnrollment = false): ApiRoute {
  const querystring = perEnrollment ? { querystring: optionalEnrollmentQuery } : {};
  return { method: 'GET', url: `/get-${list}`, schema: { tags: ['lookups'], ...querystring, response: responses(data) } };
}

/** The lookup lists' routes by list name: ethnic groups {id, name}, states {abbrev, name}, option lists {value, name}. */
export const LOOKUP_ROUTES: Readonly<Record<LookupName, ApiRoute>> = {
  'ethnic-category': lookupRoute('ethnic-category', ethnicCategoryData),
  states: lookupRoute('states', statesData),
  'average-work-week': lookupRoute('average-work-week', optionListData),
  'employment-status': lookupRoute('employment-status', optionListData),
  'compensation-types': lookupRoute('compensation-types', optionListData),
  'vacation-policy': lookupRoute('vacation-policy', optionListData, true),
  'bargaining-unit': lookupRoute('bargaining-unit', optionListData, true),
  'holiday-policy': lookupRoute('holiday-policy', optionListData, true),
  'beneficiary-relationships': lookupRoute('beneficiary-relationships', optionListData),
};

export type { ApiRoute };

/**
 * Every route of the API, in one list (what the fake network and the drift test read). Each area
 * of the wizard keeps its routes in a file of its own (schemas/api/<area>.ts) and joins them here.
 */
export const ALL_API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(API_ROUTES),
  ...Object.values(CART_ROUTES),
  ...Object.values(BENEFICIARY_ROUTES),
  ...Object.values(BILLING_ROUTES),
  ...Object.values(HEALTH_ROUTES),
  ...Object.values(TAB_DOCUMENT_ROUTES),
  ...Object.values(DEPENDENT_ROUTES),
  ...Object.values(AGREEMENT_ROUTES),
  ...Object.values(COMPLETION_ROUTES),
  ...Object.values(STOREFRONT_ROUTES),
  ...Object.values(ASSIST_ROUTES),
  ...Object.values(MEMBERS_ROUTES),
  ...Object.values(MENU_ROUTES),
  ...Object.values(PRICING_ROUTES),
  ...Object.values(PLAN_DETAIL_ROUTES),
  ...Object.values(STOREFRONT_SITE_ROUTES),
  ...Object.values(QUOTE_ROUTES),
  ...Object.values(QUOTE_SEND_ROUTES),
  ...Object.values(STOREFRONT_FORM_ROUTES),
  SITE_MESSAGES_ROUTE,
  WIZARD_MESSAGES_ROUTE,
  ...Object.values(PLAN_QUESTION_ROUTES),
  ...Object.values(PLANS_ROUTES),
  ...Object.values(HOME_ROUTES),
  ...Object.values(RECOMMENDATION_ROUTES),
  ...Object.values(ADMIN_SESSION_ROUTES),
  ...Object.values(ADMIN_FORM_ROUTES),
  ...Object.values(ADMIN_CONTENT_ROUTES),
  ...FORM_TABS.flatMap((tab) => Object.values(formTabRoutes(tab))),
  ...Object.values(LOOKUP_ROUTES),
  // Last: GET /:hash takes any one-segment path the routes above do not (schemas/api/carrierStatus.ts).
  ...Object.values(CARRIER_STATUS_ROUTES),
];
