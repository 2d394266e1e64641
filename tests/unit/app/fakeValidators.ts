/**
 * The other half of the fake network: form validator modules. get-form-fields answers name a
 * schema's hash; the app then imports GET form-validators/{hash}.js, which jsdom cannot fetch,
 * so tests/setup/dom.ts points src/api/getFormValidator at this registry, and it imports the
 * module the real server would serve for that schema.
 */
import { buildTabForm, formSchema, quoteDefinitions, quoteForm, storefrontDefinitions, storefrontForm, type JsonSchema, type LookupOptions } from '../../../adapters';
import type { Choice, FieldDefinition, FormName } from '../../../schemas/catalog';
import type { FixedStorefrontForm } from '../../../schemas/catalog/storefront/fixedForms';
import { schemaHash } from '../../../server/services/formSchemas';
import type { FormValidatorModule } from '../../../src/api/getFormValidator';
import { FIXTURE_LOOKUPS } from '../../../stories/fixtures/lookups';
import { importValidatorModule } from '../support/validatorModules';

const schemas = new Map<string, JsonSchema>();

/** Registers the schema the server would build for these definitions (demo lookups, or a Spanish caller's) and returns its hash. */
export function registerFormValidator(tab: FormName, defs: FieldDefinition[], lookups: LookupOptions = FIXTURE_LOOKUPS): string {
  return registerSchema(formSchema(buildTabForm(tab, defs, lookups)));
}

/** Registers a form's schema as the server registers any form it serves (a health form, a list item's form) and returns its hash. */
export function registerSchema(schema: JsonSchema): string {
  const hash = schemaHash(schema);
  schemas.set(hash, schema);
  return hash;
}

/** What the app's getFormValidator answers in component tests. */
export function fakeGetFormValidator(hash: string): Promise<FormValidatorModule> {
  const schema = schemas.get(hash);
  return schema ? importValidatorModule(schema) : Promise.reject(new Error(`no form validator ${hash}`));
}

/** The premier categories the demo's get-plan-category answers (schemas/demo/planContent.ts). */
export const DEMO_PREMIER_CATEGORIES = [{ value: 'individual', label: 'Individual' }, { value: 'family', label: 'Family' }];

/**
 * get-form-fields-quote as the server answers it: the variant's definitions (premier=1: Category
 * with `categories`; referred=1: Referred By) and its validator, registered here.
 */
export function quoteFormRoute(categories: readonly Choice[] = DEMO_PREMIER_CATEGORIES) {
  return (url: URL) => {
    const premier = url.searchParams.get('premier') === '1';
    const defs = quoteDefinitions({ premier, categories: premier ? categories : [], referred: url.searchParams.get('referred') === '1' });
    return { data: { result: defs, validator: registerSchema(formSchema(quoteForm(defs))) } };
  };
}

/** get-form-fields-{slug} of a fixed storefront form as the server answers it: its definitions and its validator, registered here. */
export const storefrontFormAnswer = (form: FixedStorefrontForm) => () => {
  const defs = storefrontDefinitions(form);
  return { data: { result: defs, validator: registerSchema(formSchema(storefrontForm(form, defs))) } };
};
