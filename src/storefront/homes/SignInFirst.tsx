import { Link } from 'react-router-dom';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.signInFirst;

/** What a home shows when the browser holds no signed-in visitor: the way to sign in. */
export function SignInFirst() {
  return (
    <div className="page page--narrow homes">
      <h1>{TEXT.pleaseSignIn}</h1>
      <p>{TEXT.thisPageIsForSigned}</p>
      <p className="actions"><Link className="btn btn--primary" to="/sign-in">{TEXT.signIn}</Link></p>
    </div>
  );
}
