/**
 * The header's About popup (storefront.md section 2): the rep's bio (get-agent-about-page-info)
 * or the group's about text (get-group-about-page-info), loaded when the visitor opens it.
 */
import { useEffect, useState } from 'react';
import { Modal } from '../../app/ui/Modal';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';
import { fill } from '../../../schemas/uiText/fill';
import type { AboutText } from '../../api/getAboutPageInfo';
import { passageLang } from '../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/chrome.ts). */
const TEXT = STOREFRONT_CHROME_TEXT.aboutPopup;

export interface AboutSource {
  /** Whose About this is, e.g. 'Jordan Avery'. */
  name: string;
  /** Loads the text and its language; null when the site has none. */
  load: () => Promise<AboutText | null>;
}

type Loaded = { state: 'loading' } | { state: 'shown'; text: AboutText | null } | { state: 'failed' };

/** The About button and, once pressed, its dialog. */
export function AboutButton({ about }: { about: AboutSource }) {
  // The source is kept as it was when opened: the header re-renders with a new object, which must not reload the text.
  const [shown, setShown] = useState<AboutSource | null>(null);
  return (
    <>
      <button type="button" className="btn btn--link site-header__about" onClick={() => setShown(about)}>{fill(TEXT.about, { name: about.name })}</button>
      {shown && <AboutPopup about={shown} onClose={() => setShown(null)} />}
    </>
  );
}

/** The dialog: loading, the text, or a plain failure with Close. */
export function AboutPopup({ about, onClose }: { about: AboutSource; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    about.load().then(
      (text) => { if (current) setLoaded({ state: 'shown', text }); },
      () => { if (current) setLoaded({ state: 'failed' }); },
    );
    return () => { current = false; };
  }, [about]);
  return (
    <Modal title={fill(TEXT.about, { name: about.name })} onClose={onClose}>
      {loaded.state === 'loading' && <p><output>{TEXT.loading}</output></p>}
      {loaded.state === 'failed' && <p role="alert">{TEXT.theAboutTextCouldNot}</p>}
      {loaded.state === 'shown' && (loaded.text?.text.trim()
        ? <p className="about-text" lang={passageLang(loaded.text.content_lang)}>{loaded.text.text.trim()}</p>
        : <p className="about-text">{fill(TEXT.hasNotWrittenAnAbout, { name: about.name })}</p>)}
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>{TEXT.close}</button>
      </p>
    </Modal>
  );
}
