/**
 * /landing-config-error/{type}/{page} (storefront.md sections 2 and 8): 'OOPS! Landing url is not
 * configured for this' followed by the type (Agent or Group). Back to Homepage, from the access
 * page, clears all stored data and goes to the access page; otherwise it goes to /.
 */
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/text/messages';
import type { LandingConfigPage } from '../../../machines/storefront/types';
import { usePageTitle } from '../../app/usePageTitle';
import { useSiteExit } from './useSiteExit';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.landingConfigErrorPage;

/** The type as the spec writes it (Agent or Group), in the language shown; anything else reads as the generic word. */
function typeWord(type: string | undefined): string {
  return type === 'Agent' ? TEXT.typeAgent : type === 'Group' ? TEXT.typeGroup : TEXT.typeSite;
}

export function LandingConfigErrorPage() {
  const { type, page } = useParams();
  const { configErrorBack } = useSiteExit();
  usePageTitle(TEXT.landingNotConfigured);
  const from: LandingConfigPage = page === 'accessPage' ? 'accessPage' : 'landingPage';
  return (
    <div className="page page--narrow status-page">
      <h1>{MESSAGES.landingNotConfigured} {typeWord(type)}</h1>
      <p>{type === 'Group' ? TEXT.groupNotSetUp : TEXT.repNotSetUp}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => configErrorBack(from)}>{TEXT.backToHomepage}</button>
      </p>
    </div>
  );
}
