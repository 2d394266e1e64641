import { Link } from 'react-router-dom';

/** What a home shows when the browser holds no signed-in visitor: the way to sign in. */
export function SignInFirst() {
  return (
    <div className="page page--narrow homes">
      <h1>Please sign in</h1>
      <p>This page is for signed-in reps, group administrators and members.</p>
      <p className="actions"><Link className="btn btn--primary" to="/sign-in">Sign in</Link></p>
    </div>
  );
}
