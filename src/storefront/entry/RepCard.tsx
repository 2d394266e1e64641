import { phoneText } from '../../../adapters/formatters';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.repCard;

/** A rep's card: name, rep access code, e-mail and phone (the Access Code dialog's confirmation, the access page's sample). */
export interface RepCardLines { name: string; code: string; email: string; phone: string }

export function RepCard({ name, code, email, phone }: RepCardLines) {
  return (
    <dl className="rep-card">
      <div><dt>{TEXT.name}</dt><dd>{name}</dd></div>
      <div><dt>{TEXT.repAccessCode}</dt><dd>{code}</dd></div>
      <div><dt>{TEXT.eMail}</dt><dd>{email}</dd></div>
      <div><dt>{TEXT.phone}</dt><dd>{phoneText(phone)}</dd></div>
    </dl>
  );
}
