/**
 * What the add to cart says above a plan's prices (storefront.md sections 4 and 7): its refusals,
 * a premier carrier's "not accepting new applications" text among them (GET /{hash}), and the
 * premier-carrier check's note that the carrier's questions come first. Their own components so
 * the plan detail page and its stories show the same markup.
 */
import { useEffect, useRef } from 'react';
import { MESSAGES, say } from '../../../shared/text/messages';
import { passageLang } from '../../../shared/text/contentLang';

/** The add's refusals, one paragraph each, announced as an alert; nothing when there are none. */
export function AddErrors({ errors, lang }: { errors: readonly string[]; lang?: string | null }) {
  if (errors.length === 0) return null;
  // A blackout's or a closed carrier's text is the store's content: marked when not in the page's language.
  const marked = lang ? passageLang(lang) : undefined;
  return <div className="alert alert--error detail-add-error" role="alert">{errors.map((message) => <p key={message} lang={marked}>{say(message)}</p>)}</div>;
}

/** The premier-carrier check wants the carrier's questions answered first: said, and focused so a keyboard user lands there. */
export function PremierAnswersNote() {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  return <p ref={note} tabIndex={-1} className="alert alert--error" role="alert">{MESSAGES.premierAnswersFirst}</p>;
}
