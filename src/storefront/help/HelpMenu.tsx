import { MESSAGES } from '../../shared/text/messages';
import { feedbackUrl, type HelpSend } from './helpView';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';

/** This screen's texts (schemas/uiText/storefront/help.ts). */
const TEXT = STOREFRONT_HELP_TEXT.helpMenu;

export interface HelpMenuProps {
  /** get-ticket-link's address; without one the two ticket links are left out. */
  ticketUrl: string | null;
  send: HelpSend;
}

/** 'We are here to help you': Create Ticket and Feedback (the ticketing system, new tab) and Contact Rep. */
export function HelpMenu({ ticketUrl, send }: HelpMenuProps) {
  return (
    <div className="help-menu">
      <p className="help-menu__lead">{MESSAGES.helpGreeting}</p>
      <ul className="help-menu__options">
        {ticketUrl && (
          <>
            <li>
              <a className="btn btn--secondary" href={ticketUrl} target="_blank" rel="noopener noreferrer">
                {TEXT.createTicket}<span className="visually-hidden"> {TEXT.opensInANewTab}</span>
              </a>
            </li>
            <li>
              <a className="btn btn--secondary" href={feedbackUrl(ticketUrl)} target="_blank" rel="noopener noreferrer">
                {TEXT.feedback}<span className="visually-hidden"> {TEXT.opensInANewTab}</span>
              </a>
            </li>
          </>
        )}
        <li>
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'help.contactRep' })}>{TEXT.contactRep}</button>
        </li>
      </ul>
    </div>
  );
}
