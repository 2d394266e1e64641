/** One health question (storefront.md section 3): Yes/No, and what a Yes asks by sub type. */
import { useId } from 'react';
import { formatDateInput } from '../../../../domain/dateInput';
import { DETAIL_ENTRIES, DETAIL_FIELDS, type DetailField, type HealthAnswer, type HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { TextField } from '../../../app/ui/TextField';
import { YesNo } from './YesNo';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.questionItem;

/** The detail entry fields' labels. */
export const DETAIL_LABELS: Record<DetailField, string> = {
  dot_from: 'Date from (MM/DD/YYYY)', dot_to: 'Date to (MM/DD/YYYY)', reason_for_condition: 'Reason for condition',
  degree_of_recovery: 'Degree of recovery', physician_name_address: 'Physician name and address',
};

export interface QuestionItemProps {
  question: HealthQuestion;
  /** Its position in the plan's list (the errors' `answers.{index}`). */
  index: number;
  answer: HealthAnswer;
  errors: Readonly<Record<string, string>>;
  /** The id of the form's own message (errors.general): an unanswered question shares it rather than repeating it. */
  generalErrorId?: string;
  disabled?: boolean;
  onAnswer: (yes: boolean) => void;
  onWho: (value: string) => void;
  onOption: (optionId: number, checked: boolean) => void;
  onDetail: (entry: number, field: DetailField, value: string) => void;
}

/** The options by their group, in order ('A. Prior to age 60', 'B. Prior to age 75'; '' = no group). */
function groupsOf(question: HealthQuestion): Array<[string, HealthQuestion['options']]> {
  const groups = new Map<string, HealthQuestion['options']>();
  for (const option of question.options) groups.set(option.option_group, [...(groups.get(option.option_group) ?? []), option]);
  return [...groups];
}

function Conditions({ question, at, answer, errors, disabled, onOption }: Pick<QuestionItemProps, 'question' | 'answer' | 'errors' | 'disabled' | 'onOption'> & { at: string }) {
  const errorId = useId();
  const error = errors[`${at}.checkbox_answers`];
  const chosen = new Set(answer.checkbox_answers ?? []);
  return (
    <fieldset className="question__conditions" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{TEXT.chooseEachConditionThatApplies}</legend>
      {groupsOf(question).map(([group, options]) => (
        <fieldset key={group} className="question__group">
          {group && <legend>{group}</legend>}
          {options.map((option) => (
            <label key={option.option_id} className="question__option">
              <input type="checkbox" checked={chosen.has(option.option_id)} onChange={(event) => onOption(option.option_id, event.target.checked)} />
              {' '}{option.option_text}
            </label>
          ))}
        </fieldset>
      ))}
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </fieldset>
  );
}

function DetailEntries({ at, answer, errors, disabled, onDetail }: Pick<QuestionItemProps, 'answer' | 'errors' | 'disabled' | 'onDetail'> & { at: string }) {
  return (
    <div className="question__details">
      {Array.from({ length: DETAIL_ENTRIES }, (_, entry) => (
        <fieldset key={entry} className="question__entry" disabled={disabled}>
          <legend>{entry === 0 ? TEXT.details : TEXT.moreDetailsOptional}</legend>
          {DETAIL_FIELDS.map((field) => {
            const date = field === 'dot_from' || field === 'dot_to';
            return (
              <TextField
                key={field} label={DETAIL_LABELS[field]} value={answer.detail?.[entry]?.[field] ?? ''} error={errors[`${at}.detail.${entry}.${field}`]}
                inputMode={date ? 'numeric' : undefined} maxLength={date ? 10 : 500}
                onChange={(event) => onDetail(entry, field, date ? formatDateInput(event.target.value) : event.target.value)}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** A question in one state: no behaviour of its own (the panel's machine holds the answers). */
export function QuestionItem({ question, index, answer, errors, generalErrorId, disabled, onAnswer, onWho, onOption, onDetail }: QuestionItemProps) {
  const at = `answers.${index}`;
  const yes = answer.yes_no_flag === 1;
  // 'Please answer all questions' shows once, at the form (storefront.md section 9); each unanswered question points at it.
  const yesNoError = errors[`${at}.yes_no_flag`];
  const shared = yesNoError !== undefined && yesNoError === errors.general && generalErrorId !== undefined;
  return (
    <li className="question">
      <YesNo legend={<><span className="question__number">{index + 1}.</span> {question.question_text}</>} value={answer.yes_no_flag}
        error={shared ? null : yesNoError} sharedErrorId={shared ? generalErrorId : undefined} onChange={onAnswer} disabled={disabled} />
      {yes && question.question_sub_type === 'text_field' && (
        <TextField label={TEXT.whoDoesThisApplyTo} value={answer.who ?? ''} error={errors[`${at}.who`]} maxLength={200} disabled={disabled} onChange={(event) => onWho(event.target.value)} />
      )}
      {yes && question.question_sub_type === 'checkbox' && <Conditions question={question} at={at} answer={answer} errors={errors} disabled={disabled} onOption={onOption} />}
      {yes && question.question_sub_type === 'detail' && <DetailEntries at={at} answer={answer} errors={errors} disabled={disabled} onDetail={onDetail} />}
    </li>
  );
}
