import type { AgreementText } from '../../../schemas/api/types';
import { passageLang } from '../../shared/text/contentLang';

export interface AgreementListProps {
  texts: readonly AgreementText[];
  accepted: readonly number[];
  /** The message under each agreement, by its index ('This field is required.'). */
  errors: ReadonlyMap<number, string>;
  onCheck: (id: number, checked: boolean) => void;
  /** Receives each checkbox, so Next can focus the first one left unchecked. */
  checkboxRef: (index: number) => (element: HTMLInputElement | null) => void;
  disabled?: boolean;
  /** Put before each element's id (AgreementForm's idPrefix); none: `agreement-<index>`. */
  idPrefix?: string;
}

/** Each agreement: its heading, its text, and the checkbox that accepts it (labelled by text_required). */
export function AgreementList({ texts, accepted, errors, onCheck, checkboxRef, disabled, idPrefix = '' }: AgreementListProps) {
  return (
    <div className="agreements">
      {texts.map((text, index) => {
        const id = `${idPrefix}agreement-${index}`;
        const error = errors.get(index);
        // The agreement's texts are the store's content: marked when not in the page's language (the message below is the page's).
        const lang = passageLang(text.content_lang);
        return (
          <section key={text.id} className="agreement" aria-labelledby={`${id}-head`}>
            <h2 className="agreement__head" id={`${id}-head`} lang={lang}>{text.text_head}</h2>
            <p className="agreement__body" id={`${id}-body`} lang={lang}>{text.text_body}</p>
            <div className="agreement__check">
              <input
                ref={checkboxRef(index)} type="checkbox" id={id} checked={accepted.includes(text.id)} disabled={disabled} aria-required="true"
                aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onCheck(text.id, event.target.checked)}
              />
              <label htmlFor={id} className="bs-label--required" lang={lang}>{text.text_required}</label>
            </div>
            {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
          </section>
        );
      })}
    </div>
  );
}
