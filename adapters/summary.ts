/**
 * Saved tab data as a read-only summary: titled sections of label/value lines, the one
 * description the review's detail dialogs (list and question tabs) and the server's PDF copy of
 * an enrollment both render. It reads the spec's saved shapes (beneficiaries, health answers,
 * dependents) and anything else generically, and it never shows more than the last four digits
 * of an SSN, an account or a card number, whatever it is given.
 */
import { ENROLLMENT_TEXT } from '../schemas/uiText/enrollment';
import { fill } from '../schemas/uiText/fill';
import { phoneText } from './formatters';
import { titleFromName } from './hintSpec';
import type { FormField, FormValue, FormValues, Payload, TabForm } from './types';
import { payloadToValues } from './payload';
import { isSecretField, maskSecret } from './secrets';
import { asObject, asRows, isEmptyValue, visibleAmong } from './visibility';

/** One line: a label and its value as text; `image` is a PNG data URL to show instead (a drawn signature). */
export interface SummaryItem { label: string; value: string; image?: string }

/** A titled part of a summary (a tab, one beneficiary, one question) with its lines and parts. */
export interface SummarySection { title: string; items: SummaryItem[]; sections: SummarySection[] }

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);
/** The list items' titles: by default in the language the page shows; the server's copy passes its enrollment's (textsIn). */
export type ListTitles = typeof ENROLLMENT_TEXT.listTitles;

const section = (title: string, items: SummaryItem[] = [], sections: SummarySection[] = []): SummarySection => ({ title, items, sections });

/** Keys that are plumbing, not answers (ids, tokens, hashes, evidence metadata), and a card's security code, never shown. */
const HIDDEN_KEYS = /(^id$|_id$|token|hash|^ip$|_ip$|user_agent|security_code|cvv)/i;
const PNG = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** A field named as a phone number ('phone', 'home_phone', 'phone_number'): shown as every page writes one. */
const PHONE_NAME = /(^|_)phone($|_)/;

/** A scalar as text ('' for nothing), masked when its field is secret, a phone as '(555) 201-0001'. */
function shown(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : '';
  if (text === '') return text;
  if (isSecretField(name)) return maskSecret(text);
  return PHONE_NAME.test(name) ? phoneText(text) : text;
}

const YES_NO: Record<string, string> = { '1': 'Yes', '0': 'No', true: 'Yes', false: 'No' };
const yesNo = (value: unknown): string => YES_NO[String(value)] ?? shown('', value);

/** Lines of the fields of `row` named in `labels`, in that order, skipping empty ones. */
function lines(row: Row, labels: Record<string, string>, format: Record<string, (value: unknown) => string> = {}): SummaryItem[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const value = format[name] ? format[name](row[name]) : shown(name, row[name]);
    return value === '' ? [] : [{ label, value }];
  });
}

const fullName = (row: Row): string => [row.first_name, row.middle_name, row.last_name].map((part) => shown('', part)).filter(Boolean).join(' ');

/** beneficiary_info: 'Beneficiary #n: first last' with each beneficiary's answers. */
export function summarizeBeneficiaries(title: string, saved: unknown, titles: ListTitles = ENROLLMENT_TEXT.listTitles): SummarySection {
  const people = rowsOf(isRow(saved) ? saved.beneficiaries : undefined);
  return section(title, people.length === 0 ? [{ label: 'Beneficiaries', value: 'None' }] : [], people.map((person, index) => section(
    fill(titles.beneficiary, { number: index + 1, name: fullName(person) }),
    lines(person, {
      first_name: 'First Name', middle_name: 'Middle Name', last_name: 'Last Name', birthdate: 'Date of Birth', relationship: 'Relationship',
      ssn: 'Social Security Number', beneficiary_percentage: 'Beneficiary Percentage',
    }, { beneficiary_percentage: (value) => (shown('', value) ? `${shown('', value)}%` : '') }),
  )));
}

/** The detail fields of a condition (ordinary, and the special layout of questions 146 and 147). */
const CONDITION_LABELS: Record<string, string> = {
  health_condition: 'Condition', condition: 'Condition', status: 'Status', date_of_onset: 'Date of Onset', date_of_recovery: 'Date of Recovery',
  is_treatment: 'Current Treatment', is_medicate: 'Taking Medication', d_last_seen: 'Last Seen by a Doctor',
  last_seen_by_physician: 'Last Seen by a Physician', physician_name: 'Physician Name', address: 'Address', phone: 'Phone', symptoms: 'Symptoms',
};
const MEDICATION_LABELS: Record<string, string> = { medication: 'Medication', dosage: 'Dosage', medical_condition: 'Medical Condition' };

function question(row: Row, details: SummarySection[]): SummarySection {
  return section(shown('', row.question_text) || `Question ${shown('', row.question_id)}`, [{ label: 'Answer', value: yesNo(row.yes_no_flag) }], details);
}

/** health_info (and a dependent's): each question with its answer and details, the medications, the notes. */
export function summarizeHealth(title: string, saved: unknown): SummarySection {
  const health = isRow(saved) ? saved : {};
  const answers = rowsOf(health.condition_questions).map((row) => question(
    row,
    row.yes_no_flag === 1 || row.yes_no_flag === '1'
      ? rowsOf(row.conditions).map((condition, index, all) => section(all.length > 1 ? `Condition ${index + 1}` : 'Details',
        lines(condition, CONDITION_LABELS, { is_treatment: yesNo, is_medicate: yesNo })))
      : [],
  ));
  const medication = isRow(health.medication_question) ? health.medication_question : null;
  if (medication) {
    const rows = medication.yes_no_flag === 1 || medication.yes_no_flag === '1' ? rowsOf(medication.medications) : [];
    answers.push(question(medication, rows.map((row, index) => section(`Medication ${index + 1}`, lines(row, MEDICATION_LABELS)))));
  }
  const notes = shown('', health.notes);
  return section(title, notes ? [{ label: 'Additional Notes', value: notes }] : [], answers);
}

const GENDERS: Record<string, string> = { '0': 'Male', '1': 'Female', '2': 'Others' };

/** dependent_info: 'Dependent #n: first last' with each dependent's answers and health answers. */
export function summarizeDependents(title: string, saved: unknown, titles: ListTitles = ENROLLMENT_TEXT.listTitles): SummarySection {
  const dependents = rowsOf(isRow(saved) ? saved.dependents : undefined);
  return section(title, dependents.length === 0 ? [{ label: 'Dependents', value: 'None' }] : [], dependents.map((dependent, index) => {
    const person = isRow(dependent.primary_info) ? dependent.primary_info : dependent;
    const feet = shown('', person.height_feet);
    const inches = shown('', person.height_inch);
    const items = [
      ...lines(person, {
        relationship: 'Relationship', first_name: 'First Name', middle_name: 'Middle Name', last_name: 'Last Name', birthdate: 'Date of Birth',
        gender: 'Gender', ssn: 'Social Security Number', weight: 'Weight (lbs)',
      }, { gender: (value) => GENDERS[String(value)] ?? shown('', value), relationship: (value) => titleFromName(shown('', value)) }),
      ...(feet ? [{ label: 'Height', value: `${feet} ft ${inches || '0'} in` }] : []),
    ];
    const health = isRow(dependent.health_info) ? [summarizeHealth('Health Questions', dependent.health_info)] : [];
    return section(fill(titles.dependent, { number: index + 1, name: fullName(person) }), items, health);
  }));
}

/** Anything else, by its keys: scalars as lines, objects and lists of objects as sections; plumbing keys left out. */
export function summarizeGeneric(title: string, saved: unknown): SummarySection {
  const items: SummaryItem[] = [];
  const sections: SummarySection[] = [];
  for (const [key, value] of Object.entries(isRow(saved) ? saved : {})) {
    if (HIDDEN_KEYS.test(key)) continue;
    const label = titleFromName(key);
    if (typeof value === 'string' && PNG.test(value)) items.push({ label, value: '', image: value });
    else if (isRow(value)) sections.push(summarizeGeneric(label, value));
    else if (Array.isArray(value) && value.some(isRow)) rowsOf(value).forEach((row, index) => sections.push(summarizeGeneric(`${label} ${index + 1}`, row)));
    else if (Array.isArray(value)) items.push({ label, value: value.map((item) => shown(key, item)).filter(Boolean).join(', ') });
    else if (shown(key, value) !== '') items.push({ label, value: shown(key, value) });
  }
  return section(title, items.filter((item) => item.value !== '' || item.image), sections);
}

/** The label of a value among a field's options (its own, else the loaded lookup's), else the value. */
function optionLabel(form: TabForm, field: FormField, value: string): string {
  const choices = field.spec.choices ?? (field.spec.lookup ? form.lookups[field.spec.lookup] : undefined) ?? [];
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

function formSection(form: TabForm, title: string, fields: readonly FormField[], values: FormValues): SummarySection {
  const result = section(title);
  for (const field of visibleAmong(fields, values)) {
    const value: FormValue | undefined = values[field.name];
    if (isEmptyValue(value)) continue;
    if (field.kind === 'group') result.sections.push(formSection(form, field.spec.title, field.fields, asObject(value)));
    else if (field.kind === 'list') {
      asRows(value).forEach((row, index) => result.sections.push(formSection(form, `${field.spec.items?.itemTitle ?? field.spec.title} ${index + 1}`, field.fields, row)));
    } else {
      const texts = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
      // A single checkbox's '1' / '0' reads Yes / No (an agreement a form definition added, a USPS check).
      const text = field.spec.widget === 'checkbox' ? yesNo(texts[0])
        : field.spec.widget === 'phone' ? texts.map(phoneText).join(', ')
          : texts.map((item) => optionLabel(form, field, item)).join(', ');
      result.items.push({ label: field.spec.title, value: isSecretField(field.name) ? maskSecret(text) : text });
    }
  }
  return result;
}

/** A form tab's saved payload by its form: each shown field's title and value (options by their labels). */
export function summarizeForm(title: string, form: TabForm, saved: unknown): SummarySection {
  return formSection(form, title, form.fields, payloadToValues(form, isRow(saved) ? (saved as Payload) : {}));
}

/** How each tab that is not one form is summarized (by tab_name); any other tab reads generically. */
const SUMMARIZERS: Record<string, (title: string, saved: unknown, titles?: ListTitles) => SummarySection> = {
  beneficiary_info: summarizeBeneficiaries,
  primary_health_info: summarizeHealth,
  dependent_info: summarizeDependents,
};

/** A tab's saved data (tab_name, its title) as a summary; `titles` name a list's items (default: the language shown). */
export function summarizeTab(tab: string, title: string, saved: unknown, titles?: ListTitles): SummarySection {
  const summarize = SUMMARIZERS[tab];
  return summarize ? summarize(title, saved, titles) : summarizeGeneric(title, saved);
}

/** `own` with the lines and parts of `more` after its own (the agreement's summary and the fields a form definition added to it). */
export function withMoreLines(own: SummarySection, more: SummarySection): SummarySection {
  return { title: own.title, items: [...own.items, ...more.items], sections: [...own.sections, ...more.sections] };
}
