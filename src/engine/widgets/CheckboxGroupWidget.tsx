import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';

/** Several independent choices over an array of keys (e.g. a policy with many options), in a fieldset. */
export function CheckboxGroupWidget(props: WidgetProps) {
  const chosen: string[] = Array.isArray(props.value) ? props.value.map(String) : [];
  const toggle = (key: string, on: boolean) => {
    const set = new Set(on ? [...chosen, key] : chosen.filter((item) => item !== key));
    // Keep the options' order, so the same choice always gives the same array.
    props.onChange((props.options.enumOptions ?? []).map((choice) => String(choice.value)).filter((item) => set.has(item)));
  };
  return <ChoiceGroup widget={props} type="checkbox" current={chosen} isChecked={(key) => chosen.includes(key)} onToggle={toggle} />;
}
