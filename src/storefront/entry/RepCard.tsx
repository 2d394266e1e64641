import { phoneText } from '../../../adapters/formatters';

/** A rep's card: name, rep access code, e-mail and phone (the Access Code dialog's confirmation, the access page's sample). */
export interface RepCardLines { name: string; code: string; email: string; phone: string }

export function RepCard({ name, code, email, phone }: RepCardLines) {
  return (
    <dl className="rep-card">
      <div><dt>Name</dt><dd>{name}</dd></div>
      <div><dt>Rep Access Code</dt><dd>{code}</dd></div>
      <div><dt>E-mail</dt><dd>{email}</dd></div>
      <div><dt>Phone</dt><dd>{phoneText(phone)}</dd></div>
    </dl>
  );
}
