/**
 * The English texts of src/storefront/help's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../i18n/localizable';
export const STOREFRONT_HELP_TEXT = localizable('storefront/help', {
  helpConversation: {
    conversation: 'Conversation',
    editYourAnswerTo: 'Edit your answer to: {question}',
    edit: 'Edit',
    loading: 'Loading…',
    theConversationCouldNotBe: 'The conversation could not be loaded.',
    tryAgain: 'Try again',
    editingYourAnswerTo: 'Editing your answer to: {question}',
    cancelEdit: 'Cancel edit',
    sending: 'Sending…',
    send: 'Send',
    back: 'Back',
  },
  helpMenu: {
    createTicket: 'Create Ticket',
    opensInANewTab: '(opens in a new tab)',
    feedback: 'Feedback',
    contactRep: 'Contact Rep',
  },
  helpToggle: {
    help: 'Help',
  },
  helpWidgetView: {
    help: 'Help',
    contactRep: 'Contact Rep',
    closeHelp: 'Close help',
  },
  locationBanner: {
    locationPermission: 'Location Permission',
    allow: 'Allow',
    dontAllow: 'Don\'t Allow',
    closeTheLocationRequest: 'Close the location request',
  },
  /** Who '{rep}' / '{Rep}' in the assistant's script is on a site without a rep (the server fills them in). */
  assistNoRep: {
    rep: 'a representative',
    Rep: 'A representative',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontHelpText = { readonly [G in keyof typeof STOREFRONT_HELP_TEXT]: { readonly [K in keyof (typeof STOREFRONT_HELP_TEXT)[G]]: string } };
