import type { AgreementContext, AgreementEvent } from '../../../machines/agreement';
import { agreementTarget, SIGNATURE_TARGET, signatureRequired } from '../../../domain/agreementRules';
import type { AgreementText, FieldError } from '../../../schemas/api/types';
import { AgreementList } from './AgreementList';
import { SignatureField } from './SignatureField';
import type { ErrorTargets } from './useErrorTargets';
import { VerificationFields } from './VerificationFields';

export interface AgreementFormProps {
  texts: readonly AgreementText[];
  /** The agreement machine's context (its snapshot's) and how to talk to it. */
  context: AgreementContext;
  send: (event: AgreementEvent) => void;
  /** What to show at each place: the machine's errors and the server's. */
  errors: readonly FieldError[];
  targets: ErrorTargets;
  disabled?: boolean;
  /**
   * Put before the ids the tab gives its own elements (agreement-0, verification-title): two
   * agreement forms on one page (the studio's Compare versions) each need their own. None: the ids as they are.
   */
  idPrefix?: string;
  /** A verification field's label as shown (default: its title); the studio's Compare marks the changed ones. */
  labelOf?: (field: string, title: string) => string;
}

const AGREEMENT_PATH = /^agreements\.(\d+)$/;

/**
 * The body of the Agreement & Signature step: the agreements with their checkboxes, the
 * verification section and, where a signature applies, the signature. Every change goes to the
 * agreement machine; every rule and message comes from it (domain/agreementRules.ts).
 */
export function AgreementForm({ texts, context, send, errors, targets, disabled, idPrefix = '', labelOf }: AgreementFormProps) {
  const byAgreement = new Map<number, string>();
  const byField = new Map<string, string>();
  for (const { target_element: target, error_message: message } of errors) {
    const agreement = AGREEMENT_PATH.exec(target);
    if (agreement) byAgreement.set(Number(agreement[1]), byAgreement.get(Number(agreement[1])) ?? message);
    else if (!byField.has(target)) byField.set(target, message);
  }
  return (
    <div className="agreement-form">
      <AgreementList
        texts={texts} accepted={context.accepted} errors={byAgreement} disabled={disabled} idPrefix={idPrefix}
        checkboxRef={(index) => targets.register(agreementTarget(index))}
        onCheck={(id, checked) => send({ type: 'agreement.check', id, checked })}
      />
      <VerificationFields
        mode={context.mode} fields={context.fields} values={context.values} errors={byField} disabled={disabled}
        idPrefix={idPrefix} labelOf={labelOf}
        inputRef={(field) => targets.register(field)}
        onInput={(field, value) => send({ type: 'agreement.input', field, value })}
      />
      {context.method !== 'none' && (
        <SignatureField
          method={context.method} drawn={context.drawn} typed={context.typed} required={signatureRequired(context.mode)}
          error={byField.get(SIGNATURE_TARGET)} groupRef={targets.register(SIGNATURE_TARGET)} disabled={disabled}
          onMethod={(method) => send({ type: 'signature.method', method })}
          onDrawn={(dataUrl) => send(dataUrl ? { type: 'signature.drawn', dataUrl } : { type: 'signature.clear' })}
          onTyped={(name) => send({ type: 'signature.typed', name })}
          onClear={() => send({ type: 'signature.clear' })}
        />
      )}
    </div>
  );
}
