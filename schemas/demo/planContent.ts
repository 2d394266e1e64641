/**
 * What the storefront shows of the demo plans (data; migration 019): logos, short texts, the
 * featured list, group-only plans, detail texts per plan and the premier plans' categories.
 * Carriers and texts are fictional. Logos are static SVG files in public/pictures/carriers; the
 * categories have no picture of their own, so the home grid draws the store's illustrations
 * (src/shared/pictures, docs/pictures.md) in the site's colours.
 */

/** A carrier's logo file (public/pictures/carriers, docs/pictures.md): a mark and the carrier's name. */
const logo = (slug: string): string => `/pictures/carriers/${slug}.svg`;

/** Logos by carrier name (schemas/demo/catalog.ts DEMO_PLANS carrier); the cards name the carrier beside it. */
export const DEMO_CARRIER_LOGOS: Readonly<Record<string, string>> = {
  'Prairie Health': logo('prairie-health'),
  'Midwest Mutual': logo('midwest-mutual'),
  'Premier Health Alliance': logo('premier-health-alliance'),
  BrightSmile: logo('brightsmile'),
  ClearView: logo('clearview'),
  'Benefit Store Association': logo('benefit-store-association'),
  'Heartland Life': logo('heartland-life'),
  RxSaver: logo('rxsaver'),
  'Paws Mutual': logo('paws-mutual'),
};

/** The premier (MM) plans' categories the quote asks for (get-plan-category), in order. */
export const DEMO_PREMIER_CATEGORIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['individual', 'Individual'], ['family', 'Family'], ['senior', 'Senior'],
];

/** [plan id, short text, featured, group only (null = every visitor)] */
export const DEMO_PLAN_SUMMARIES: ReadonlyArray<readonly [planId: number, shortText: string, featured: boolean, groupId: number | null]> = [
  [301, 'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.', true, null],
  [302, 'The medical plan Acme Manufacturing offers its employees.', false, 2001],
  [303, 'The medical plan Harbor Logistics offers its employees.', false, 2556],
  [304, 'Essential medical cover with a $3,000 deductible and low monthly cost.', false, null],
  [305, 'Broad medical cover with a $1,000 deductible; a few health questions first.', false, null],
  [310, 'Premier family medical cover with a national network; association membership required.', true, null],
  [401, 'Cleanings twice a year at no cost, fillings and crowns from the first day.', true, null],
  [402, 'The dental plan Acme Manufacturing offers its employees.', false, 2001],
  [501, 'An eye exam every year and $150 towards frames or contact lenses.', true, null],
  [901, 'The wellness association membership some plans require: $5.00 per month.', false, null],
  [1101, 'Fixed benefits for doctor visits and hospital days, priced by age.', false, null],
  [1102, 'Limited medical cover for the Springfield, Illinois area.', false, null],
  [1103, 'Last year\'s limited medical plan, now replaced by Prairie Limited Medical.', false, null],
  [1201, 'A lump sum when you are diagnosed with cancer, to spend as you need.', false, null],
  [1202, 'Supplemental cover offered on the Group Benefits portal.', false, null],
  [1301, 'Discounts on prescriptions at over 60,000 pharmacies.', false, null],
  [1401, 'Gym, telehealth and everyday discounts in one membership.', false, null],
  [1501, '$100,000 of term life cover for the member, level for 20 years.', false, null],
  [1502, '$50,000 of term life cover for members aged 50 to 75.', false, null],
  [1601, 'Replaces part of your income if illness or injury stops you working.', false, null],
  [1701, 'A lump sum on diagnosis of a covered critical illness; tobacco-rated.', false, null],
  [1801, 'Cash benefits for emergency care, fractures and follow-up after an accident.', true, null],
  [1901, 'Daily cash for each day in hospital, for the member and family.', false, null],
  [2001, 'Vet visits, accidents and illness for one cat or dog.', false, null],
];

/** The detail texts shared by a category's plans (a plan's own header and blue bar come from its name). */
const CATEGORY_TEXTS: Readonly<Record<string, { body: string; exclusions: string; example: string; faq: string }>> = {
  medical: {
    body: 'Covers doctor visits, specialists, hospital stays, emergency care and prescriptions after the deductible. Preventive care is covered in full.',
    exclusions: 'Cosmetic surgery, experimental treatment and care outside the network except emergencies.',
    example: 'A $2,400 hospital bill after the deductible: the plan pays 80% ($1,920), you pay 20% ($480).',
    faq: 'When does cover start? On the effective date you choose at checkout, the first of a month.',
  },
  limitedmed: {
    body: 'Pays fixed amounts for doctor visits, tests and hospital days, whatever the bill. Not a replacement for major medical cover.',
    exclusions: 'Pre-existing conditions in the first 12 months; cosmetic and elective procedures.',
    example: 'Two doctor visits and a lab test: the plan pays $50 per visit and $75 for the test.',
    faq: 'Is this major medical insurance? No: it pays fixed benefits and is meant to complement other cover.',
  },
  dental: {
    body: 'Preventive care at 100%, basic care at 80% and major care at 50%, up to $1,500 a year.',
    exclusions: 'Cosmetic whitening; major care in the first 6 months.',
    example: 'A filling costing $180: the plan pays $144, you pay $36.',
    faq: 'Can I see any dentist? Yes; network dentists cost less.',
  },
  vision: {
    body: 'A yearly eye exam for a $10 copay and an allowance for frames or contact lenses.',
    exclusions: 'Non-prescription sunglasses; LASIK beyond the network discount.',
    example: 'Frames costing $190: the plan pays $150, you pay $40.',
    faq: 'How often can I get new glasses? Once every 12 months.',
  },
  supplemental: {
    body: 'Pays a cash benefit directly to you on a covered diagnosis, on top of any other insurance.',
    exclusions: 'Conditions diagnosed before the effective date; the first 30 days of cover.',
    example: 'A covered diagnosis in year two: a $10,000 benefit paid to you.',
    faq: 'How is the benefit paid? Directly to you, to use as you choose.',
  },
  rx: {
    body: 'Discounts of up to 80% on generic and brand-name prescriptions at participating pharmacies.',
    exclusions: 'Not insurance; discounts do not combine with other cover.',
    example: 'A generic costing $42 at the counter: $9.50 with the plan.',
    faq: 'Do I need a card? The digital card in your welcome mail is enough.',
  },
  lifestyle: {
    body: 'Everyday wellness benefits: gym discounts, telehealth visits and savings on wellness products.',
    exclusions: 'Not insurance.',
    example: 'A telehealth visit: $0 instead of $79.',
    faq: 'Who can use it? Everyone on your enrollment.',
  },
  term_life: {
    body: 'Level term life cover for the member only. Amounts from $100,000 to $300,000 need evidence of insurability, decided in 5 to 10 days.',
    exclusions: 'Suicide in the first two years; misstatements on the application.',
    example: 'A $100,000 policy: your beneficiaries receive $100,000.',
    faq: 'Can I cover my spouse? Term life is sold for the member only (tier Member Only).',
  },
  di: {
    body: 'Replaces up to 60% of your income after a 14-day waiting period, for up to 24 months.',
    exclusions: 'Pre-existing conditions in the first 12 months; self-inflicted injuries.',
    example: 'Earning $4,000 a month and unable to work: $2,400 a month after 14 days.',
    faq: 'Who can buy it? Workers earning at least $24,000 a year and working 30 hours a week or more.',
  },
  critical: {
    body: 'A lump sum on diagnosis of a covered critical illness such as heart attack, stroke or cancer.',
    exclusions: 'Illnesses diagnosed before the effective date.',
    example: 'A covered heart attack: $15,000 paid to you.',
    faq: 'Why ask about tobacco? Rates differ for tobacco users.',
  },
  accident: {
    body: 'Cash benefits for emergency room visits, fractures, dislocations and follow-up care after an accident.',
    exclusions: 'Injuries from professional sports or while intoxicated.',
    example: 'A broken arm treated in the ER: $1,200 paid to you.',
    faq: 'Does it cover illness? No: injuries from accidents only.',
  },
  hospital: {
    body: 'A fixed daily benefit for each day in hospital, paid to you.',
    exclusions: 'Stays for elective procedures in the first 12 months.',
    example: 'Three days in hospital: $600 paid to you.',
    faq: 'Does it cover my family? Yes, on the Member + Spouse, Member + Child(ren) and Family tiers.',
  },
  pet: {
    body: 'Reimburses 80% of vet bills for accidents and illness after a $250 deductible.',
    exclusions: 'Pre-existing conditions; routine grooming.',
    example: 'A $1,000 vet bill after the deductible: the plan pays $800.',
    faq: 'Can I use any vet? Yes, any licensed vet.',
  },
};

export interface DemoPlanTexts {
  plan_id: number; header_text: string; body_text: string; blue_bar_text: string; association_text: string;
  exclusions_text_name: string; exclusions_text: string; example_text_name: string; example_text: string; faq_text_name: string; faq_text: string;
}

/** A plan's detail texts from its category's texts; the premier and membership plans add the association text. */
export function demoPlanTexts(plan: { id: number; name: string; category: string; requires_membership: boolean; plan_type: string }): DemoPlanTexts {
  const texts = CATEGORY_TEXTS[plan.category] ?? CATEGORY_TEXTS.lifestyle!;
  const association = plan.requires_membership || plan.plan_type === 'membership'
    ? 'This plan is offered to members of the Benefit Store Association. The wellness membership costs $5.00 per month and includes telehealth and wellness discounts.'
    : '';
  return {
    plan_id: plan.id, header_text: plan.name, body_text: texts.body, blue_bar_text: `${plan.name}: what it covers`,
    association_text: association, exclusions_text_name: 'Exclusions and limitations', exclusions_text: texts.exclusions,
    example_text_name: 'An example', example_text: texts.example, faq_text_name: 'Frequently asked questions', faq_text: texts.faq,
  };
}

/** The riders' short texts (schemas/demo/catalog.ts DEMO_RIDERS; their logo is their carrier's). */
export const DEMO_RIDER_SUMMARIES: ReadonlyArray<readonly [planId: number, shortText: string]> = [
  [2201, 'Braces and aligners for the whole family, added to your dental plan.'],
  [2202, 'Doubles your term life benefit if death is the result of an accident.'],
];
