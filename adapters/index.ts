/** Public API of adapters/: server shapes <-> JSON Schema / uiSchema / form values / payloads / errors. */
export type { ErrorSchema, FieldKind, FormField, FormValue, FormValues, JsonSchema, LayeredDefinitions, LookupOptions, MessageOverrides, Payload, TabForm, TranslatedOverrides, UiSchema } from './types';
export { buildForm, buildTabForm, kindOf } from './buildTabForm';
export { specFromHint, titleFromName, UNKNOWN_MAX_LENGTH, withHint } from './hintSpec';
export { definitionLookups } from './definitionLookups';
export { integerRangePattern } from './range';
export { conditionHolds, conditionSchema } from './conditions';
export { initialValues, payloadToValues, toPayload } from './payload';
export { clearHiddenValues, isShownPath, visibleAmong, visibleFields } from './visibility';
export { asObject, asRows, emptyRow, emptyValueOf, isEmptyValue, minRows, rowFields, rowsOf } from './rows';
export { formSchema, type FormSchemaOptions } from './jsonSchema';
export { fromSchemaData, toSchemaData, type SchemaData } from './schemaData';
export { uiSchemaFor } from './uiSchema';
export { translatedUiSchema, type Translate } from './translateUi';
export { bodyErrors, failureOf, validateValues } from './validate';
export { pickFieldErrors, isFieldPath, type SchemaFailure } from './fieldErrors';
export { fieldAt, messageFor } from './messages';
export { messagePlaceholders, overriddenMessage, overridesAnswer, overridesIn, translatedOverrides, withFormMessages, withMessageOverrides } from './messageOverrides';
export { fieldErrorsToErrorSchema } from './errors';
export { employerPrefill, isNothingSaved, withKeptValues, withPrefill } from './prefill';
export { lookupChoices } from './lookups';
export { customFormats } from './formats';
export { digitsOnly, formatStateInput, phoneHref, phoneText } from './formatters';
export { createAjv } from './ajv';
// The storefront's forms (issue 16 item 1): catalogs of schemas/catalog/storefront/, checked alike on both sides.
export { QUOTE_FORM, quoteDefinitions, quoteFieldErrors, quoteForm, type QuoteFormVariant, quoteVariant } from './quoteForm';
export { storefrontDefinitions, storefrontFieldErrors, storefrontForm } from './storefrontForms';
export {
  dependentVariant, FILTER_FORM_NAMES, type LayeredPricing, PRICING_FORM_NAMES, pricingChangeErrors, pricingDefinitions, pricingFieldErrors, pricingForm, pricingVariant,
  type PortalChoices, type PricingFormName,
} from './pricingForms';
export { buildHealthForm, healthDefinitions, healthPayload, healthValues, PRIMARY_HEALTH_FORM, withHealthQuestionTexts } from './healthQuestions';
export { healthLeaves, withHealthDefinition } from './healthDefinition';
export { agreementAddedDefinitions, verificationOverrides, withAgreementTexts, withVerificationOverrides } from './agreementDefinition';
export { agreementLayerProblems } from './agreementCheck';
export { storefrontLayerProblems } from './storefrontCheck';
export { siteMessagesLayerProblems } from './siteMessagesCheck';
export { buildCarrierForm, CARRIER_QUESTIONS_FORM, carrierAnswers, carrierSchemaErrors, carrierValues, withCarrierTexts } from './carrierQuestions';
export { buildPlanHealthForm, PLAN_HEALTH_FORM, planHealthDefinitions, planHealthPayload, planHealthSchemaErrors, planHealthValues, withPlanHealthTexts } from './planHealthQuestions';
// Forms as data (issue 14): layers of a form definition, their resolution, checks and diffs.
export { catalogLayer } from './formLayers/catalogLayer';
export { layerFromRows, type FieldRowInput } from './formLayers/fromRows';
export { applyLayer, resolveForm } from './formLayers/resolve';
export { checkLayer, FORM_LIMITS } from './formLayers/checkLayer';
export type { TabContext } from './formLayers/tabCheck';
export { diffLayers, diffResolved, type DefinitionChange } from './formLayers/diff';
export { mergeLayers, type MergeConflict, type MergeResult } from './formLayers/mergeLayers';
export { fieldDefinitions } from './formLayers/fieldDefinitions';
export {
  checkTranslations, layerTexts, missingTranslationErrors, missingTranslations, textAt, translationOf, translationPlace, type DefinitionText,
} from './formLayers/translations';
export { definitionsIn, formMessagesIn, hintIn, resolvedFieldIn, tabsIn } from './formLayers/hintLanguage';
export { isListLimit, resolvedListLimit } from './formLayers/listLimit';
