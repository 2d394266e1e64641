import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '../../../adapters';
import { BILLING_LIMITS } from '../../../schemas/billing';
import { engineContext } from '../formContext';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';

const LOOK = { inputMode: 'numeric', autoComplete: 'off', mask: (raw: string) => digitsOnly(raw, BILLING_LIMITS.routing) } as const;

/**
 * A bank routing number (9 digits) with the bank it belongs to: when it loses focus the screen
 * looks it up (engine context onFieldBlur), and the status line under it says what was found
 * (or that the lookup runs), announced politely to screen readers.
 */
export function RoutingNumberWidget(props: WidgetProps) {
  const context = engineContext(props.registry);
  const status = context.fieldStatus?.[props.name] ?? '';
  return (
    <>
      <BaseInputTemplate
        {...props}
        look={LOOK}
        onBlur={(id, value) => {
          props.onBlur(id, value);
          context.onFieldBlur?.(props.name, typeof value === 'string' ? value : '');
        }}
      />
      <output className="bs-field__status" aria-live="polite" htmlFor={props.id}>{status}</output>
    </>
  );
}
