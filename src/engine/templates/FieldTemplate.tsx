import type { FieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { translateText } from '../../../schemas/i18n/localizable';
import { fieldIds } from '../aria';
import { isSelfLabelled, isWide, labelClass } from '../layout';
import { FieldErrorText } from './FieldErrorText';

/** The visually hidden note a read-only input points at, so screen readers say why it cannot change (translated in schemas/i18n/es/forms.ts). */
const READ_ONLY_NOTE = 'read-only';

/**
 * One field: label tied to the input (the required star is drawn by CSS, so the label's text
 * is exactly the title and `aria-required` tells screen readers), the input, its help and its
 * first error. Objects (the root, groups) and lists of rows only pass their own templates through.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, readonly, displayLabel, uiSchema, schema, classNames } = props;
  const error = rawErrors?.[0];
  // Once a field has shown an error, its line keeps its height after the error is fixed: the
  // fix is committed on blur, and a form that shrank under the pointer between mousedown and
  // mouseup would swallow the click on Next.
  const [hadError, setHadError] = useState(false);
  const ui = uiSchema as Record<string, unknown> | undefined;
  // The form's own message (FieldSpec.errorAtForm) shows once, where the screen puts it; the input is described by it (ChoiceGroup).
  const quiet = ui?.['ui:errorAtForm'] === true;
  if (error && !hadError && !quiet) setHadError(true);
  // Groups and lists title and place their own fields (and a list its own error).
  if (schema.type === 'object' || (schema.type === 'array' && (schema.items as { type?: unknown } | undefined)?.type === 'object')) return children;
  if (hidden) return <div hidden>{children}</div>;
  const className = ['bs-field', classNames, isWide(ui) && 'bs-field--wide', readonly && 'bs-field--readonly', error && 'bs-field--invalid']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {displayLabel !== false && !isSelfLabelled(ui) && (
        <label htmlFor={id} className={labelClass(required, ui?.['ui:labelHidden'] === true)}>
          {label}
        </label>
      )}
      {children}
      {readonly && (
        <span id={fieldIds.readOnly(id)} className="visually-hidden">
          {translateText(READ_ONLY_NOTE)}
        </span>
      )}
      {rawHelp && (
        <p id={fieldIds.help(id)} className="bs-field__help">
          {rawHelp}
        </p>
      )}
      {error && !quiet ? <FieldErrorText key={error} id={id} message={error} /> : hadError && <p className="bs-field__error" aria-hidden="true">&nbsp;</p>}
    </div>
  );
}
