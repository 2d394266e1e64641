/** The choose tier modal (storefront.md section 2 "Plan detail"): Member Only, Member + Spouse, Member + Child(ren), Family. */
import { useState } from 'react';
import type { TierCode } from '../../../../schemas/plans';
import { MESSAGES } from '../../../../schemas/messages';
import { Modal } from '../../../app/ui/Modal';
import { ModalForm } from '../../../app/ui/ModalForm';
import { setSession } from '../../../session/storage';
import { TierSelect } from '../../homes/TierSelect';
import { useFilterChange } from './useFilterChange';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.chooseTierDialog;

export interface ChooseTierDialogProps { tempId: string; tier: TierCode | null; onSaved: () => void; onClose: () => void }

/** A new tier for the quote ('Please choose a tier' without one); the plan then prices for it. */
export function ChooseTierDialog({ tempId, tier: current, onSaved, onClose }: ChooseTierDialogProps) {
  const [tier, setTier] = useState<TierCode | null>(current);
  const [missing, setMissing] = useState(false);
  const change = useFilterChange(tempId, () => {
    if (tier) setSession('tier', tier);
    onSaved();
  });
  const submit = () => {
    setMissing(tier === null);
    if (tier !== null) void change.save({ tier });
  };
  return (
    <Modal title={TEXT.chooseTier} onClose={onClose}>
      <ModalForm busy={change.busy} cancelLabel={TEXT.cancel} submitLabel={TEXT.submit} onCancel={onClose} onSubmit={submit}>
        <TierSelect value={tier} error={missing ? MESSAGES.chooseTier : (change.errors.tier ?? null)} onChange={(next) => { setTier(next); setMissing(false); }} />
        {change.errors.general && <p className="field__error" role="alert">{change.errors.general}</p>}
      </ModalForm>
    </Modal>
  );
}
