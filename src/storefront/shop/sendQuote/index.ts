/** The personalised quote of the cart (issue 8 point 8): the button H5's cart mounts, and its dialogs for stories. */
export { SendQuoteButton } from './SendQuoteButton';
export { SendQuoteDialogs, type SendQuoteDialogsProps } from './SendQuoteDialogs';
