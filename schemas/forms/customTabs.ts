/**
 * Tabs staff add without code (issue 14 item 2): a new tab is a form of its own, named by an id
 * the catalog does not use, whose layers add all of its fields and give its title, route slug,
 * order and required flag (the layer's `tab` part). Its values live in one generic per-tab
 * document of the enrollment (enrollment_tab_documents), never in the spec's nine tab columns.
 */
import { CATALOG, type FormName, type TabCatalog } from '../catalog';
import { FORM_TAB_SLUGS, type TabName, WIZARD_TABS } from '../tabs';
import { agreementLayerCatalog, type AgreementFormName, isAgreementForm } from './agreementForm';
import { healthLayerCatalog, type HealthFormName, isHealthForm } from './healthForm';
import { isWizardMessagesForm, WIZARD_MESSAGES_FORM, type WizardMessagesFormName } from './messagesForms';
import { isStorefrontForm, STOREFRONT_CATALOGS, STOREFRONT_FORM_NAMES, type StorefrontFormName } from './storefrontForms';

/** The id of a staff-added tab: a form name no catalog form, spec tab or column uses. */
export type CustomTabName = string & { readonly customTab: true };

/** A tab of the wizard: one of the spec's nine, or one staff added. */
export type WizardTabName = TabName | CustomTabName;

/**
 * A form that has a definition: a catalog form, health (healthForm.ts), the agreement (agreementForm.ts), a storefront form
 * (storefrontForms.ts), the wizard's messages (messagesForms.ts), or a tab staff added.
 */
export type DefinedForm = FormName | HealthFormName | AgreementFormName | StorefrontFormName | WizardMessagesFormName | CustomTabName;

/** The shape of a new tab's id (its form name and get-dynamic-tabs tab_name). */
export const CUSTOM_TAB_NAME = /^[a-z][a-z0-9_]{2,39}$/;

/** The shape of a tab's route slug: the last part of its wizard path. */
export const TAB_SLUG = /^[a-z0-9][a-z0-9_-]{0,49}$/;

/**
 * Words a new tab may use neither as its id nor as its slug: the spec tabs' ids, saved_tab
 * columns, route names, paths and form slugs, and the wizard's other steps, so a new tab never
 * shadows one of them (on the wire or in the resume table).
 */
const RESERVED: ReadonlySet<string> = new Set([
  ...Object.keys(CATALOG), ...STOREFRONT_FORM_NAMES, WIZARD_MESSAGES_FORM,
  ...WIZARD_TABS.flatMap((tab) => [tab.tab_name, tab.saved_tab, tab.route, tab.path.split('/').pop() as string]),
  ...Object.values(FORM_TAB_SLUGS),
  'cart_info', 'cart', 'receipt', 'enrollment', 'filter_info', 'effective_date', 'tab',
]);

/** Whether a word is a spec tab's id, column, route or path (or another step's). */
export const isReservedTabWord = (word: string): boolean => RESERVED.has(word);

/** Whether a wizard tab is one of the spec's nine. */
export const isSpecTab = (name: string): name is TabName => WIZARD_TABS.some((tab) => tab.tab_name === name);

/** Whether `name` is a catalog form. */
export const isCatalogForm = (name: string): name is FormName => Object.hasOwn(CATALOG, name);

/** Whether `name` can be the id of a staff-added tab. */
export const isCustomTabName = (name: string): name is CustomTabName => CUSTOM_TAB_NAME.test(name) && !isReservedTabWord(name);

/** A new tab's catalog: empty, as every one of its fields is added by a layer (one object, so resolution caches it). */
const NO_FIELDS: TabCatalog = Object.freeze({}) as TabCatalog;

/** Whether `name` is a form of the spec (a catalog form, health, the agreement, a storefront form or the wizard's messages), not a tab staff added. */
export const isSpecForm = (name: string): name is FormName | HealthFormName | AgreementFormName | StorefrontFormName | WizardMessagesFormName =>
  isCatalogForm(name) || isHealthForm(name) || isAgreementForm(name) || isStorefrontForm(name) || isWizardMessagesForm(name);

/** The catalog a form's layers stack on: the catalog form's, health's leaves, the agreement's verification fields, a storefront form's, or none (a new tab, the wizard's messages). */
export function catalogOf(form: DefinedForm): TabCatalog {
  if (isCatalogForm(form)) return CATALOG[form];
  if (isHealthForm(form)) return healthLayerCatalog;
  if (isAgreementForm(form)) return agreementLayerCatalog;
  return isStorefrontForm(form) ? STOREFRONT_CATALOGS[form] : NO_FIELDS;
}

// In tabs.ts, so the router (every page's shell) takes the path without the form catalogs.
export { customTabPath } from '../tabs';
