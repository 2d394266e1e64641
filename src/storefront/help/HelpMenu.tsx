import { MESSAGES } from '../../../schemas/messages';
import { feedbackUrl, type HelpSend } from './helpView';

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
                Create Ticket<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a className="btn btn--secondary" href={feedbackUrl(ticketUrl)} target="_blank" rel="noopener noreferrer">
                Feedback<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </>
        )}
        <li>
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'help.contactRep' })}>Contact Rep</button>
        </li>
      </ul>
    </div>
  );
}
