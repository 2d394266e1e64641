/**
 * A generated 300-field tab for the adapter and keystroke benchmarks (data only, no Node APIs:
 * the keystroke page bundles it). The catalog's personal-info fields come first, then fields
 * the catalog does not know, rendered from the server's schema hint, cycling through widgets.
 */
import { CATALOG, type Choice, type FieldDefinition, type LookupName, type WidgetName } from '../schemas/catalog';

export const BENCH_TAB = 'primary_info' as const;
export const BENCH_FIELD_COUNT = 300;

const CHOICES: Choice[] = [{ value: 'a', label: 'Option A' }, { value: 'b', label: 'Option B' }, { value: 'c', label: 'Option C' }];

/** Widget, a valid value and the pattern of each generated kind. */
const KINDS: { widget: WidgetName; value: string; pattern?: string; choices?: Choice[] }[] = [
  { widget: 'text', value: 'Main Street 12', pattern: "^[A-Za-z0-9 .,'`#&/()_-]{1,100}$" },
  { widget: 'name', value: 'Jordan', pattern: "^[A-Za-z][A-Za-z .'`-]{0,49}$" },
  { widget: 'phone', value: '5552010001', pattern: '^[0-9]{10}$' },
  { widget: 'zip', value: '62701', pattern: '^[0-9]{5}$' },
  { widget: 'select', value: 'b', choices: CHOICES },
  { widget: 'email', value: 'someone@example.com' },
  { widget: 'number', value: '42', pattern: '^[0-9]{1,6}$' },
];

/** Valid values (payload shape) for the catalog fields of the tab. */
const CATALOG_VALUES: Record<string, string> = {
  first_name: 'Avery', middle_name: 'J', last_name: 'Quinn', weight: '170', height_feet: '5', height_inch: '7',
  gender: '0', marital_status: '1', ssn: '123456789', birthdate: '01/02/1980', ethnic_category: '3', prior_coverage_flag: '0',
};

/** Options for the catalog's lookups, as the lookup endpoints would feed them. */
export const BENCH_LOOKUPS: Partial<Record<LookupName, Choice[]>> = {
  'ethnic-category': Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Group ${i + 1}` })),
};

function generatedName(index: number): string {
  return `bench_${KINDS[index % KINDS.length].widget}_${index}`;
}

/** The 300 field definitions, every third generated field required, all holding valid values. */
export function benchFieldDefinitions(count = BENCH_FIELD_COUNT): FieldDefinition[] {
  const known = Object.keys(CATALOG[BENCH_TAB]).map((name): FieldDefinition => ({
    field_name: name, value: CATALOG_VALUES[name] ?? null, required: name in CATALOG_VALUES, read_only: false,
  }));
  const generated = Array.from({ length: Math.max(0, count - known.length) }, (_, i): FieldDefinition => {
    const index = i + known.length;
    const kind = KINDS[index % KINDS.length];
    return {
      field_name: generatedName(index),
      value: kind.value,
      required: index % 3 === 0,
      read_only: false,
      schema: { type: 'string', title: `Bench field ${index}`, widget: kind.widget, ...(kind.pattern ? { pattern: kind.pattern, message: 'Please enter valid text' } : {}), ...(kind.choices ? { choices: kind.choices } : {}) },
    };
  });
  return [...known, ...generated];
}

/** The text field nearest the middle of the tab: where the keystroke benchmark types. */
export const KEYSTROKE_TARGET = (() => {
  let index = Math.floor(BENCH_FIELD_COUNT / 2);
  while (KINDS[index % KINDS.length].widget !== 'text') index += 1;
  return { name: generatedName(index), title: `Bench field ${index}` };
})();
