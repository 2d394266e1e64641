/** The marketing landing's health network: figures, the kinds of care it offers and the about-us text. */
import { aboutNetwork, careDirectory, NETWORK_NAME, networkFigures } from './network';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.networkSection;

export function NetworkSection() {
  return (
    <>
      <section className="landing-section" aria-labelledby="network-title">
        <h2 id="network-title">{fill(TEXT.inNumbers, { network: NETWORK_NAME })}</h2>
        <ul className="network-figures">
          {networkFigures().map(({ value, label }) => (
            <li key={label}>
              <strong className="network-figures__value">{value}</strong>
              <span className="network-figures__label">{label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="landing-section" aria-labelledby="care-title">
        <h2 id="care-title">{TEXT.careNearYou}</h2>
        <ul className="care-directory">
          {careDirectory().map(({ title, text }) => (
            <li key={title} className="card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="landing-section" aria-labelledby="about-title">
        <h2 id="about-title">{TEXT.aboutUs}</h2>
        {aboutNetwork().map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>)}
      </section>
    </>
  );
}
