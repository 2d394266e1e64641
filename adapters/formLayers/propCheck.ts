/**
 * The check of one property value a layer sets, on its own (checkLayer.ts checks how the
 * properties and fields go together): its type, its bounds, a known widget or lookup, a safe
 * pattern, a condition of the expression language. Values come from staff: nothing is assumed.
 */
import { LOOKUP_NAMES, WIDGET_NAMES, type Choice, type WidgetName } from '../../schemas/catalog';
import type { FieldProp } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { isStructural } from '../hintSpec';
import { RANGE_LIMIT } from '../range';
import { isCondition } from './conditionCheck';
import { patternProblem } from './patternCheck';

/** Longest text of each text property, and the other bounds of a field's properties. */
export const PROP_LIMITS = {
  label: 200, help: 500, placeholder: 100, section: 100, patternMessage: 500, lengthMessage: 500, rangeMessage: 500,
  optionValue: 100, optionLabel: 200, options: 200, length: 10_000,
} as const;

/** One problem: where under the field ('' for the property itself, else a sub-path) and what. */
export interface PropProblem { at: string; message: string }

/** What the check of a property knows of its field. */
export interface PropContext {
  /** The field's widget below this layer (undefined for a field the layer adds). */
  widgetBelow: WidgetName | undefined;
}

const problem = (message: string, at = ''): PropProblem[] => [{ at, message }];

function textProblems(value: unknown, max: number): PropProblem[] {
  if (typeof value !== 'string') return problem(MESSAGES.formValueInvalid);
  return value.length > max ? problem(MESSAGES.formTextTooLong) : [];
}

function widgetProblems(value: unknown, { widgetBelow }: PropContext): PropProblem[] {
  if (typeof value !== 'string' || !(WIDGET_NAMES as readonly string[]).includes(value)) return problem(MESSAGES.formWidgetUnknown);
  if (widgetBelow === undefined) return isStructural(value as WidgetName) ? problem(MESSAGES.formWidgetStructural) : [];
  const shapeChanges = isStructural(value as WidgetName) || (value === 'checkboxGroup') !== (widgetBelow === 'checkboxGroup');
  return shapeChanges ? problem(MESSAGES.formWidgetShape) : [];
}

/** The options: a bounded list of {value, label} texts, no value and no label twice. */
function choicesProblems(value: unknown): PropProblem[] {
  if (!Array.isArray(value)) return problem(MESSAGES.formValueInvalid);
  if (value.length > PROP_LIMITS.options) return problem(MESSAGES.formOptionsTooMany);
  const found: PropProblem[] = [];
  const values = new Set<string>();
  const labels = new Set<string>();
  value.forEach((option: Partial<Choice> | null, i) => {
    const { value: optionValue, label } = option ?? {};
    if (typeof optionValue !== 'string' || optionValue === '' || optionValue.length > PROP_LIMITS.optionValue) found.push({ at: `${i}.value`, message: MESSAGES.formValueInvalid });
    else if (values.has(optionValue)) found.push({ at: `${i}.value`, message: MESSAGES.formOptionsDuplicateValue });
    if (typeof label !== 'string' || label.trim() === '') found.push({ at: `${i}.label`, message: MESSAGES.formLabelMissing });
    else if (label.length > PROP_LIMITS.optionLabel) found.push({ at: `${i}.label`, message: MESSAGES.formTextTooLong });
    else if (labels.has(label)) found.push({ at: `${i}.label`, message: MESSAGES.formOptionsDuplicateLabel });
    if (typeof optionValue === 'string') values.add(optionValue);
    if (typeof label === 'string') labels.add(label);
  });
  return found;
}

const wholeNumber = (value: unknown, min: number, max: number): boolean => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The problems of one property value (none: []). */
export function propProblems(prop: FieldProp, value: unknown, context: PropContext): PropProblem[] {
  switch (prop) {
    case 'label':
      if (typeof value === 'string' && value.trim() === '') return problem(MESSAGES.formLabelMissing);
      return textProblems(value, PROP_LIMITS.label);
    case 'help': case 'placeholder': case 'section': case 'patternMessage': case 'lengthMessage': case 'rangeMessage':
      return textProblems(value, PROP_LIMITS[prop]);
    case 'widget':
      return widgetProblems(value, context);
    case 'choices':
      return choicesProblems(value);
    case 'lookup':
      return typeof value === 'string' && (LOOKUP_NAMES as readonly string[]).includes(value) ? [] : problem(MESSAGES.formLookupUnknown);
    case 'required': case 'read_only': case 'hidden':
      return typeof value === 'boolean' ? [] : problem(MESSAGES.formValueInvalid);
    case 'order':
      return typeof value === 'number' && Number.isFinite(value) ? [] : problem(MESSAGES.formOrderInvalid);
    case 'pattern': {
      if (typeof value !== 'string') return problem(MESSAGES.formValueInvalid);
      const message = value === '' ? undefined : patternProblem(value);
      return message ? problem(message) : [];
    }
    case 'minLength': case 'maxLength':
      return wholeNumber(value, 0, PROP_LIMITS.length) ? [] : problem(MESSAGES.formLengthInvalid);
    case 'minimum': case 'maximum':
      return wholeNumber(value, -RANGE_LIMIT, RANGE_LIMIT) ? [] : problem(MESSAGES.formRangeInvalid);
    case 'visibleWhen':
      return isCondition(value) ? [] : problem(MESSAGES.formConditionInvalid);
  }
}
