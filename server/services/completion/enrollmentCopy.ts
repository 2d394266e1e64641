/**
 * What the enrollment copy holds: every tab the enrollment required (in the wizard's order, tabs
 * staff added among them, titled as the wizard titles them; the agreement with the fields a form
 * definition added to it),
 * summarized from what it saved with SSNs and account numbers masked (adapters/summary, the
 * same description the review's dialogs show), the review's notes, and the plans with the
 * first month's and the recurring monthly cost; all in the enrollment's language.
 */
import type { Kysely } from 'kysely';
import { summarizeForm, summarizeTab, type SummarySection, withMoreLines } from '../../../adapters/summary';
import { FORM_TABS, type FormTab, type TabName, WIZARD_TABS } from '../../../schemas/tabs';
import type { Enrollment } from '../../db/queries/enrollments';
import type { Database } from '../../db/types';
import { cartOf } from '../cart';
import type { Services } from '../index';
import { maskPayload } from '../sealing';
import { enrollmentSiteKey, siteBrand } from '../siteBrand';
import { enrollmentForm } from '../formDefinitions/enrollmentForm';
import { addedTab } from '../formDefinitions/tabPlaces';
import { loadTabForm } from '../tabForms';
import { addedTabForm } from '../tabDocuments';
import { tabDocuments } from '../../db/queries/tabDocuments';
import type { Payload } from '../../../adapters';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { agreementAdded, savedAddedValues } from '../agreement/added';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { fill } from '../../../schemas/uiText/fill';
import { textsIn } from '../../../schemas/i18n/localizable';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { dataText, mailText, money } from '../mailText';
import { translationsOf } from '../../db/queries/contentTranslations';
import type { EnrollmentCopy } from './enrollmentPdf';

const isFormTab = (tab: TabName): tab is FormTab => (FORM_TABS as readonly string[]).includes(tab);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The applicant's name as personal information holds it. */
export function applicantName(enrollment: Enrollment): string {
  const person = enrollment.primary_info ?? {};
  return [person.first_name, person.last_name].map(text).filter(Boolean).join(' ');
}

async function tabSection(db: Kysely<Database>, services: Services, enrollment: Enrollment, tab: string): Promise<SummarySection | null> {
  const known = WIZARD_TABS.find((entry) => entry.tab_name === tab);
  if (!known) return addedTabSection(db, services, enrollment, tab);
  const saved = enrollment[known.saved_tab];
  const masked = saved ? maskPayload(saved, services.cipher) : {};
  if (known.tab_name === 'agreement_info') return agreementSection(db, services, enrollment, known.title, masked);
  if (!isFormTab(known.tab_name)) return summarizeTab(known.tab_name, known.title, masked, textsIn(enrollment.language, ENROLLMENT_TEXT.listTitles));
  // A form definition may retitle the tab (its `tab` part): the copy says what the wizard said.
  const title = (await enrollmentForm(db, enrollment, known.tab_name)).tab?.title ?? known.title;
  return summarizeForm(title, await loadTabForm(db, enrollment, known.tab_name), masked);
}

/** The agreement as the wizard titled it: what it saved, then the fields a form definition added, from their document. */
async function agreementSection(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, specTitle: string, masked: Payload,
): Promise<SummarySection> {
  const [added, values, resolved] = await Promise.all([
    agreementAdded(db, enrollment), savedAddedValues(db, services, enrollment, true), enrollmentForm(db, enrollment, AGREEMENT_FORM),
  ]);
  const title = resolved.tab?.title ?? specTitle;
  const own = summarizeTab(AGREEMENT_FORM, title, masked);
  if (added.defs.length === 0) return own;
  return withMoreLines(own, summarizeForm(title, added.form, values));
}

/** A tab staff added, from its document (services/tabDocuments.ts); null when the enrollment does not have it. */
async function addedTabSection(db: Kysely<Database>, services: Services, enrollment: Enrollment, name: string): Promise<SummarySection | null> {
  const tab = await addedTab(db, enrollment, name);
  if (!tab) return null;
  const saved = (await tabDocuments(db, enrollment.id)).get(name)?.values ?? {};
  return summarizeForm(tab.title, await addedTabForm(db, tab), maskPayload(saved, services.cipher));
}

async function plansSection(db: Kysely<Database>, enrollmentId: string, language: Language): Promise<SummarySection> {
  const cart = await cartOf(db, enrollmentId);
  const t = mailText(language).enrollmentPdf;
  return {
    title: t.plans,
    items: [
      ...cart.lines.map((line) => ({ label: line.plan_name, value: fill(t.perMonth, { amount: money(line.monthly_price, language) }) })),
      { label: t.firstMonthTotal, value: money(cart.initial_month_cost, language) },
      { label: t.recurringMonthly, value: money(cart.recurring_month_cost, language) },
    ],
    sections: [],
  };
}

/** Every text of a section (its title, its lines' labels and values, its parts'). */
const textsOf = (section: SummarySection): string[] =>
  [section.title, ...section.items.flatMap((item) => [item.label, item.value]), ...section.sections.flatMap(textsOf)];

/**
 * A tab's section said by `say`: its titles and labels (the catalog's and the form definitions'
 * English texts) and its chosen values found by their English text, as the wizard shows them.
 */
function sectionIn(section: SummarySection, say: (text: string) => string): SummarySection {
  return {
    ...section,
    title: say(section.title),
    items: section.items.map((item) => ({ ...item, label: say(item.label), value: say(item.value) })),
    sections: section.sections.map((child) => sectionIn(child, say)),
  };
}

/**
 * The sections in `language`: the store's code texts by its dictionary, the database's content
 * (a health question as saved, a lookup's name chosen) by content_translations, one query for
 * them all; a text with neither stays as it was (a name, a date, what the applicant typed).
 */
async function sectionsIn(db: Kysely<Database>, sections: SummarySection[], language: Language): Promise<SummarySection[]> {
  if (language === DEFAULT_LANGUAGE) return sections;
  const code = (english: string) => dataText(english, language);
  const content = await translationsOf(db, language, sections.flatMap(textsOf).filter((english) => english.trim() !== '' && code(english) === english));
  return sections.map((section) => sectionIn(section, (english) => content.get(english) ?? code(english)));
}

/** The copy of a completed enrollment whose required tabs are `tabs` (in order). */
export async function enrollmentCopy(db: Kysely<Database>, services: Services, enrollment: Enrollment, tabs: readonly string[]): Promise<EnrollmentCopy> {
  const { language } = enrollment;
  const t = mailText(language).enrollmentPdf;
  const tabSections: SummarySection[] = [];
  for (const tab of tabs) {
    if (tab === 'review_info') continue;
    const section = await tabSection(db, services, enrollment, tab);
    if (section) tabSections.push(section);
  }
  const sections = await sectionsIn(db, tabSections, language);
  const notes = text(enrollment.review_info?.additional_notes);
  if (notes) sections.push({ title: t.review, items: [{ label: t.notes, value: notes }], sections: [] });
  sections.push(await plansSection(db, enrollment.id, language));
  return {
    language,
    // Named by the site it was shopped on (a rep's or group's landing site), as its pages were.
    siteName: (await siteBrand(db, enrollmentSiteKey(enrollment))).name,
    applicantName: applicantName(enrollment),
    policyId: enrollment.policy_id ?? '',
    completedAt: enrollment.completed_at ?? new Date(),
    effectiveDate: enrollment.effective_date,
    sections,
  };
}
