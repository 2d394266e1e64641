import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';
import { ChoiceGroup } from './ChoiceGroup';

/** One choice of a few, as radios in a fieldset whose legend is the field's label. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, label, onChange, onBlur, onFocus } = props;
  const current = value == null ? '' : String(value);
  const aria = ariaFor(id, { rawErrors, help: options.help, readonly });
  return (
    <ChoiceGroup id={id} label={label} required={required} readonly={readonly} role="radiogroup">
      {(options.enumOptions ?? []).map((choice, index) => {
        const optionId = `${id}-${index}`;
        const optionValue = String(choice.value);
        return (
          <div className="bs-choice" key={optionValue}>
            <input
              type="radio"
              id={optionId}
              name={htmlName ?? name ?? id}
              value={optionValue}
              checked={current === optionValue}
              disabled={disabled || readonly}
              {...aria}
              onChange={() => onChange(optionValue)}
              onBlur={() => onBlur(id, current)}
              onFocus={() => onFocus(id, current)}
            />
            <label htmlFor={optionId}>{choice.label}</label>
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
