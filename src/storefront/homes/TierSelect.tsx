import { TIER_CODES, TIER_NAMES, type TierCode } from '../../../schemas/plans';
import { SelectField } from './SelectField';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.tierSelect;

const OPTIONS = TIER_CODES.map((code) => ({ value: code, label: TIER_NAMES[code] }));

/** The 'Choose Tier' select (Member Only, Member + Spouse, Member + Child(ren), Family). */
export function TierSelect({ value, error, onChange }: { value: TierCode | null; error: string | null; onChange: (tier: TierCode | null) => void }) {
  return (
    <SelectField label={TEXT.chooseTier} name="tier" placeholder={TEXT.selectATier} value={value ?? ''} error={error} options={OPTIONS}
      onChange={(event) => onChange((event.target.value || null) as TierCode | null)} />
  );
}
