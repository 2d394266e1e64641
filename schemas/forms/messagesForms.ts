/**
 * The forms that hold only messages (issue 14 item 1): no fields and no tab, only a layer's
 * `messages`, which override the catalog's texts (schemas/messages.ts) where an area shows them
 * outside a layered form. One kind of form for every area, checked, versioned and audited as any
 * form: the storefront's (schemas/forms/storefrontForms.ts SITE_MESSAGES_FORM: Default and each
 * portal) and the wizard's (WIZARD_MESSAGES_FORM: Default, each portal and each group, resolved
 * for an enrollment's portal and group and kept at the versions it started with, as its tabs are).
 */
import { SITE_MESSAGES_FORM } from './storefrontForms';

/** The wizard's messages form: save and continue later, session, completion, receipt and wizard-wide messages. */
export const WIZARD_MESSAGES_FORM = 'wizard_messages' as const;

/** Its name as a form name. */
export type WizardMessagesFormName = typeof WIZARD_MESSAGES_FORM;

/** The studio's list title of the wizard's messages form. */
export const WIZARD_MESSAGES_TITLE = 'Wizard: Messages';

/** Whether a form name is the wizard's messages form. */
export const isWizardMessagesForm = (name: string): name is WizardMessagesFormName => name === WIZARD_MESSAGES_FORM;

/** Whether a form holds only messages (a field or a tab property in its layer is refused: adapters/siteMessagesCheck.ts). */
export const isMessagesForm = (name: string): boolean => name === SITE_MESSAGES_FORM || isWizardMessagesForm(name);
