/** The dependent info dialog in one state (DependentInfoDialog drives it). */
import { useRef } from 'react';
import type { DependentValues } from '../../../../domain/storefront/planQuestionRules';
import { dependentFieldsOf, maxChildren } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { Modal } from '../../../app/ui/Modal';
import { ModalForm } from '../../../app/ui/ModalForm';
import { TextField } from '../../../app/ui/TextField';
import { SelectField } from '../../homes/SelectField';
import { useFocusNewErrors } from './useFocusNewErrors';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.dependentInfoView;

export interface DependentInfoViewProps {
  tier: string;
  values: { dep_dob: string; no_of_children: string };
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  onChange: (field: keyof DependentValues, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** 'Please provide the following information': Spouse DOB (IS, IF), number of children (1-9 IC, 1-8 IF), Continue. */
export function DependentInfoView({ tier, values, errors, busy, onChange, onSubmit, onClose }: DependentInfoViewProps) {
  const asks = dependentFieldsOf(tier);
  const fields = useRef<HTMLDivElement>(null);
  useFocusNewErrors(fields, errors);
  const children = Array.from({ length: maxChildren(tier) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <Modal title={MESSAGES.dependentInfoTitle} onClose={onClose}>
      <ModalForm busy={busy} cancelLabel={TEXT.cancel} submitLabel={TEXT.continue} onCancel={onClose} onSubmit={onSubmit}>
        <div ref={fields}>
          {errors.general && <p className="alert alert--error" role="alert">{errors.general}</p>}
          {asks.spouse && (
            <TextField
              label={TEXT.spouseDobMmDdYyyy} name="dep_dob" value={values.dep_dob} error={errors.dep_dob} inputMode="numeric" maxLength={10}
              placeholder={TEXT.mmDdYyyy} autoComplete="off" onChange={(event) => onChange('dep_dob', event.target.value)}
            />
          )}
          {asks.children && (
            <SelectField
              label={TEXT.numberOfChildren} name="no_of_children" value={values.no_of_children} error={errors.no_of_children}
              placeholder={TEXT.pleaseSelect} options={children} onChange={(event) => onChange('no_of_children', event.target.value)}
            />
          )}
        </div>
      </ModalForm>
    </Modal>
  );
}
