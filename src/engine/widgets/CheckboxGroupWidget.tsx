import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';
import { ChoiceGroup } from './ChoiceGroup';

/** Several independent choices over an array of keys (e.g. a policy with many options), in a fieldset. */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, label, onChange, onBlur, onFocus } = props;
  const chosen: string[] = Array.isArray(value) ? value.map(String) : [];
  const choices = options.enumOptions ?? [];
  const aria = ariaFor(id, { rawErrors, help: options.help, readonly });
  const toggle = (key: string, on: boolean) => {
    const set = new Set(on ? [...chosen, key] : chosen.filter((item) => item !== key));
    // Keep the options' order, so the same choice always gives the same array.
    onChange(choices.map((choice) => String(choice.value)).filter((item) => set.has(item)));
  };
  return (
    <ChoiceGroup id={id} label={label} required={required} readonly={readonly}>
      {choices.map((choice, index) => {
        const optionId = `${id}-${index}`;
        const key = String(choice.value);
        return (
          <div className="bs-choice" key={key}>
            <input
              type="checkbox"
              id={optionId}
              name={htmlName ?? name}
              value={key}
              checked={chosen.includes(key)}
              disabled={disabled || readonly}
              {...aria}
              onChange={(event) => toggle(key, event.target.checked)}
              onBlur={() => onBlur(id, chosen)}
              onFocus={() => onFocus(id, chosen)}
            />
            <label htmlFor={optionId}>{choice.label}</label>
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
