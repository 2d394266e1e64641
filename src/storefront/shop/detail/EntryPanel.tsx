/**
 * What the plan detail shows before the plan can be priced (machines/storefront/planDetailEntry):
 * a signed-in member's tier, the portal (and a rep's group), then the basic info (the quote form).
 * Cancelling a choice goes back to the plans.
 */
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../app/ui/Modal';
import { getSession } from '../../../session/storage';
import { TierForm } from '../../homes/TierForm';
import { QuoteForm } from '../quote';
import { PortalDialog } from './PortalDialog';
import type { usePlanDetailEntry } from './usePlanDetailEntry';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.entryPanel;

type Entry = ReturnType<typeof usePlanDetailEntry>;

export function EntryPanel({ entry }: { entry: Entry }) {
  const [snapshot, send] = entry;
  const navigate = useNavigate();
  const { context } = snapshot;
  const back = () => void navigate('/plans');
  if (snapshot.hasTag('tierDialog')) {
    const busy = snapshot.hasTag('busy');
    return (
      <Modal title={TEXT.chooseTier} onClose={back}>
        <p>{TEXT.chooseTheTierYouWant}</p>
        <TierForm tier={context.tier} error={context.error} busy={busy} onTier={(tier) => send({ type: 'entry.tier', tier })}
          onSubmit={() => send({ type: 'entry.submitTier' })} onCancel={back} />
      </Modal>
    );
  }
  if (snapshot.hasTag('portalDialog')) {
    return <PortalChoice entry={entry} onClose={back} />;
  }
  if (snapshot.hasTag('basicInfo')) {
    return (
      <section className="card detail-basic-info" aria-labelledby="basic-info-title">
        <h2 id="basic-info-title">{TEXT.basicDetails}</h2>
        <p>{TEXT.tellUsAboutYouTo}</p>
        <QuoteForm compact onDone={() => {
          const tempId = getSession('tempId');
          if (tempId) send({ type: 'entry.quoted', tempId });
        }} />
      </section>
    );
  }
  return null;
}

/** The portal modal bound to the machine. */
function PortalChoice({ entry: [snapshot, send], onClose }: { entry: Entry; onClose: () => void }) {
  const { context } = snapshot;
  return (
    <PortalDialog isRep={context.isRep} portalId={context.portalId}
      chosenGroupId={context.groupId} error={context.error} onPortal={(portalId) => send({ type: 'entry.portal', portalId })}
      onGroup={(groupId) => send({ type: 'entry.group', groupId })} onSubmit={() => send({ type: 'entry.submitPortal' })} onClose={onClose} />
  );
}
