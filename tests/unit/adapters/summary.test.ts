import { describe, expect, it } from 'vitest';
import { buildTabForm } from '../../../adapters';
import { maskSecret } from '../../../adapters/secrets';
import { summarizeBeneficiaries, summarizeDependents, summarizeForm, summarizeGeneric, summarizeHealth, summarizeTab, type SummarySection } from '../../../adapters/summary';
import { DEMO0007 } from '../../../schemas/demo/enrollments';
import { DEMO_FORM_DEFINITIONS } from '../../../schemas/demo/formDefinitions';
import { allNoHealthInfo } from '../../../schemas/demo/healthQuestions';
import { FIXTURE_HEALTH } from '../../../stories/fixtures/review';
import { FIXTURE_LOOKUPS } from '../../../stories/fixtures/lookups';

/** Every line of a summary, depth first, as 'label: value'. */
function linesOf(section: SummarySection): string[] {
  return [...section.items.map((item) => `${item.label}: ${item.value}`), ...section.sections.flatMap(linesOf)];
}
const titlesOf = (section: SummarySection): string[] => [section.title, ...section.sections.flatMap(titlesOf)];

describe('summaries of saved tabs', () => {
  it('never show more than the last four digits of an SSN, account or card number, wherever it stands', () => {
    const saved = {
      ssn: '123456789', bank: { account_number: '000123456789', routing_number: '123456780' }, cards: [{ card_number: '4242424242424242' }],
    };
    const text = linesOf(summarizeGeneric('Billing', saved)).join('\n');
    expect(text).toContain('Ssn: xxxxx6789');
    expect(text).toContain('Account Number: xxxxxxxx6789');
    expect(text).toContain('Card Number: xxxxxxxxxxxx4242');
    expect(text).toContain('Routing Number: 123456780');
    for (const full of ['123456789', '000123456789', '4242424242424242']) expect(text).not.toContain(`: ${full}`);
    expect(maskSecret('xxxxx6789')).toBe('xxxxx6789');
  });

  it('leave plumbing out: ids, tokens, hashes, evidence metadata and security codes', () => {
    const text = linesOf(summarizeGeneric('Agreement', {
      evidence_id: 'e1', agreement_hash: 'ab', card_token: 'tok', ip: '10.0.0.1', user_agent: 'x', security_code: '123', verification_mode: 'group',
    })).join('\n');
    expect(text).toBe('Verification Mode: group');
  });

  it('show a drawn signature as its image', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(summarizeGeneric('Agreement', { signature: png }).items).toEqual([{ label: 'Signature', value: '', image: png }]);
  });

  it('title beneficiaries and dependents as the spec lists them', () => {
    const beneficiaries = summarizeBeneficiaries('Beneficiary Information', DEMO0007.benificiary_info);
    expect(titlesOf(beneficiaries)).toEqual(['Beneficiary Information', 'Beneficiary #1: Alex Fischer']);
    expect(linesOf(beneficiaries)).toEqual([
      'First Name: Alex', 'Last Name: Fischer', 'Date of Birth: 02/02/1986', 'Relationship: Spouse', 'Social Security Number: xxxxx0077',
      'Beneficiary Percentage: 100%',
    ]);
    const dependents = summarizeDependents('Dependent Information', DEMO0007.dependent_info);
    expect(linesOf(dependents)).toContain('Gender: Male');
    expect(linesOf(dependents)).toContain('Height: 5 ft 11 in');
    expect(linesOf(summarizeDependents('Dependent Information', { dependents: [] }))).toEqual(['Dependents: None']);
  });

  it("show health details only under a Yes, with the medication rows and the notes", () => {
    const health = summarizeHealth('Health Questions', FIXTURE_HEALTH);
    expect(linesOf(health)).toEqual(expect.arrayContaining([
      'Additional Notes: Blood pressure is controlled.', 'Answer: Yes', 'Condition: High blood pressure', 'Current Treatment: Yes',
      'Medication: Lisinopril', 'Dosage: 10 mg daily',
    ]));
    const allNo = summarizeHealth('Health Questions', allNoHealthInfo());
    expect(allNo.sections.every((question) => question.sections.length === 0)).toBe(true);
    expect(linesOf(allNo).filter((line) => line.startsWith('Answer'))).toEqual(Array(6).fill('Answer: No'));
  });

  it('read a form tab by its form: titles, option labels, hidden fields left out', () => {
    const defs = DEMO_FORM_DEFINITIONS[12].employer_info.map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: null }));
    const lines = linesOf(summarizeForm('Employer Information', buildTabForm('employer_info', defs, FIXTURE_LOOKUPS), DEMO0007.employer_info));
    expect(lines).toContain('Employer Name: Acme Manufacturing');
    expect(lines.find((line) => line.startsWith('Holiday Policy'))).toMatch(/^Holiday Policy: .+, .+/);
    expect(lines.find((line) => line.startsWith('Employment Status'))).toBe('Employment Status: Active');
  });

  it('write a phone number as every page does (issue 17): in a form tab and in a tab read generically', () => {
    const defs = DEMO_FORM_DEFINITIONS[12].employer_info.map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: null }));
    const lines = linesOf(summarizeForm('Employer Information', buildTabForm('employer_info', defs, FIXTURE_LOOKUPS), DEMO0007.employer_info));
    expect(lines).toContain('Employer Phone: (555) 217-0100');
    expect(linesOf(summarizeGeneric('Other', { home_phone: '555-217-0101', phone_note: 'after 5 pm', code: '5552170102' }))).toEqual([
      'Home Phone: (555) 217-0101', 'Phone Note: after 5 pm', 'Code: 5552170102',
    ]);
  });

  it('choose the summary by tab, and read any other tab generically', () => {
    expect(summarizeTab('beneficiary_info', 'B', DEMO0007.benificiary_info).sections).toHaveLength(1);
    expect(summarizeTab('billing_info', 'Billing Information', { payment_method: 'list' }).items).toEqual([{ label: 'Payment Method', value: 'list' }]);
  });
});
