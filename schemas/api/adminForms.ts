/**
 * Schemas of the admin form API (issue 14): forms by scope, drafts, checks, dry runs, publish,
 * versions, diffs and the audit log, under /api/v1/admin. Drafts are data from staff: every
 * string and list is bounded and unknown properties are refused; what the schema cannot say
 * (a known widget, a condition's fields, a compiling pattern) adapters/formLayers checkLayer does.
 */
import { TAB_SLUG } from '../forms/customTabs';
import { MESSAGES } from '../messages';
import { LAYERS } from '../forms/definition';
import { responses } from './common';
import { route } from './route';
import { staffOperation } from './staffOperation';

const text = (max: number) => ({ type: 'string', maxLength: max, 'x-message': MESSAGES.text }) as const;
const count = { type: 'number', minimum: -1_000_000, maximum: 1_000_000, 'x-message': MESSAGES.text } as const;
const flag = { type: 'boolean', 'x-message': MESSAGES.choice } as const;

/** A visibleWhen condition, nested at most `depth` levels of all / any / not. */
function conditionSchema(depth: number): Record<string, unknown> {
  const leaf = [
    { type: 'object', required: ['field', 'equals'], additionalProperties: false, properties: { field: text(100), equals: text(200) } },
    { type: 'object', required: ['field', 'notEquals'], additionalProperties: false, properties: { field: text(100), notEquals: text(200) } },
    {
      type: 'object', required: ['field', 'in'], additionalProperties: false,
      properties: { field: text(100), in: { type: 'array', maxItems: 50, items: text(200) } },
    },
  ];
  if (depth === 0) return { anyOf: leaf, 'x-message': MESSAGES.text };
  const inner = conditionSchema(depth - 1);
  return {
    anyOf: [
      ...leaf,
      { type: 'object', required: ['all'], additionalProperties: false, properties: { all: { type: 'array', minItems: 1, maxItems: 20, items: inner } } },
      { type: 'object', required: ['any'], additionalProperties: false, properties: { any: { type: 'array', minItems: 1, maxItems: 20, items: inner } } },
      { type: 'object', required: ['not'], additionalProperties: false, properties: { not: inner } },
    ],
    'x-message': MESSAGES.text,
  };
}

/** One layer's change to one field (FieldChange). */
export const fieldChangeSchema = {
  type: 'object', additionalProperties: false, 'x-message': MESSAGES.text,
  properties: {
    label: text(200), help: text(1000), placeholder: text(200), widget: text(40), lookup: text(60),
    choices: {
      type: 'array', maxItems: 200,
      items: { type: 'object', required: ['value', 'label'], additionalProperties: false, properties: { value: text(100), label: text(200) } },
    },
    required: flag, read_only: flag, hidden: flag, order: count, section: text(200),
    pattern: text(500), patternMessage: text(300), minLength: count, maxLength: count, lengthMessage: text(300),
    minimum: count, maximum: count, rangeMessage: text(300), visibleWhen: conditionSchema(3),
  },
} as const;

/**
 * A layer's overrides of catalog messages (key of schemas/messages.ts -> text). Bounded loosely:
 * checkLayer says which key is unknown or which text is empty, too long or not plain text.
 */
export const messageOverridesSchema = {
  type: 'object', maxProperties: 400, propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]{0,63}$' }, additionalProperties: text(2000), 'x-message': MESSAGES.text,
} as const;

/** A layer's change to its tab (TabProps): title, route slug (a new tab's only), order, required flag, its list's most rows, a new tab retired. */
export const tabChangeSchema = {
  type: 'object', additionalProperties: false, 'x-message': MESSAGES.text,
  properties: { title: text(100), slug: { ...text(50), pattern: TAB_SLUG.source, 'x-message': MESSAGES.formSlugInvalid }, order: count, required: flag, maxItems: count, retired: flag },
} as const;

/**
 * A layer's texts in one other language (schemas/forms/translations.ts LayerTexts), bounded as the
 * English ones; checkLayer (translations.ts) says which translate no text of the layer.
 */
const layerTextsSchema = {
  type: 'object', additionalProperties: false, 'x-message': MESSAGES.text,
  properties: {
    fields: {
      type: 'object', maxProperties: 300, propertyNames: { pattern: '^[a-z][a-z0-9_]{0,63}$' }, 'x-message': MESSAGES.text,
      additionalProperties: {
        type: 'object', additionalProperties: false, 'x-message': MESSAGES.text,
        properties: {
          label: text(200), help: text(1000), placeholder: text(200), section: text(200), patternMessage: text(300), lengthMessage: text(300), rangeMessage: text(300),
          choices: { type: 'object', maxProperties: 200, propertyNames: { maxLength: 100 }, additionalProperties: text(200), 'x-message': MESSAGES.text },
        },
      },
    },
    tab: { type: 'object', additionalProperties: false, properties: { title: text(100) }, 'x-message': MESSAGES.text },
    messages: messageOverridesSchema,
  },
} as const;

/** A scope's changes to one form (FormLayer): its tab, its fields and its message overrides. */
export const formLayerSchema = {
  type: 'object', required: ['fields'], additionalProperties: false, 'x-message': MESSAGES.text,
  properties: {
    tab: tabChangeSchema,
    fields: { type: 'object', maxProperties: 300, propertyNames: { pattern: '^[a-z][a-z0-9_]{0,63}$' }, additionalProperties: fieldChangeSchema },
    messages: messageOverridesSchema,
    translations: { type: 'object', additionalProperties: false, properties: { es: layerTextsSchema }, 'x-message': MESSAGES.text },
  },
} as const;

/** :form/:scope/:scope_id of a form definition. */
export const formScopeParams = {
  type: 'object', required: ['form', 'scope', 'scope_id'], additionalProperties: false,
  properties: {
    form: { type: 'string', maxLength: 40, 'x-message': MESSAGES.formUnknown },
    scope: { type: 'string', enum: LAYERS, 'x-message': MESSAGES.scopeUnknown },
    scope_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.scopeUnknown },
  },
} as const;

/** …/versions/:version */
export const versionParams = {
  ...formScopeParams,
  required: [...formScopeParams.required, 'version'],
  properties: { ...formScopeParams.properties, version: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.versionMissing } },
} as const;

/** …/personas/:persona: a preview persona by its enrollment id. */
export const personaParams = {
  ...formScopeParams,
  required: [...formScopeParams.required, 'persona'],
  properties: {
    ...formScopeParams.properties,
    persona: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', 'x-message': MESSAGES.personaUnknown },
  },
} as const;

/**
 * PUT …/draft: the new content, the revision it was based on and, so a save over a newer revision
 * can be merged property by property, the content as read at that revision (`base`).
 */
export const saveDraftBody = {
  type: 'object', required: ['content', 'revision'], additionalProperties: false,
  properties: { content: formLayerSchema, revision: { type: 'integer', minimum: 0, maximum: 1_000_000_000, 'x-message': MESSAGES.text }, base: formLayerSchema },
} as const;

/**
 * POST …/draft/validate: unsaved layer content (bounded as a draft save's) and the preview's values
 * as a save of the tab would send them (one entry per field, at most a form's 300).
 */
export const validatePreviewBody = {
  type: 'object', required: ['content', 'values'], additionalProperties: false,
  properties: {
    content: formLayerSchema,
    values: { type: 'object', maxProperties: 300, propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,63}$' }, 'x-message': MESSAGES.text },
  },
} as const;

/**
 * POST …/draft/render: layer content (saved or as typed, bounded as a draft save's) and, optionally,
 * the preview persona whose enrollment values the rendering (a demo enrollment of the scope).
 */
export const renderPreviewBody = {
  type: 'object', required: ['content'], additionalProperties: false,
  properties: { content: formLayerSchema, persona: personaParams.properties.persona },
} as const;

/** POST …/publish and …/rollback */
export const publishBody = {
  type: 'object', required: ['reason'], additionalProperties: false,
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 1000, 'x-message': MESSAGES.publishReasonRequired, 'x-required-message': MESSAGES.publishReasonRequired },
    effective_at: { type: 'string', format: 'date-time', maxLength: 40, 'x-message': MESSAGES.publishAtPast },
    applies_in_flight: flag,
  },
} as const;

/** ?from=&to= of a diff: a version number, 'draft' or 'active'. */
export const diffQuery = {
  type: 'object', required: ['from', 'to'], additionalProperties: false,
  properties: {
    from: { type: 'string', pattern: '^([0-9]{1,9}|draft|active)$', 'x-message': MESSAGES.versionMissing },
    to: { type: 'string', pattern: '^([0-9]{1,9}|draft|active)$', 'x-message': MESSAGES.versionMissing },
  },
} as const;

/** ?form=&scope=&scope_id=&actor=&from=&to=&before= of the audit log. */
export const auditQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    form: { type: 'string', maxLength: 40, 'x-message': MESSAGES.formUnknown },
    scope: { type: 'string', enum: LAYERS, 'x-message': MESSAGES.scopeUnknown },
    scope_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.scopeUnknown },
    actor: { type: 'string', maxLength: 200, 'x-message': MESSAGES.text },
    from: { type: 'string', format: 'date-time', maxLength: 40, 'x-message': MESSAGES.text },
    to: { type: 'string', format: 'date-time', maxLength: 40, 'x-message': MESSAGES.text },
    before: { type: 'string', pattern: '^[0-9]{1,18}$', 'x-message': MESSAGES.text },
  },
} as const;

/** Admin answers carry definitions (open objects): the serializer passes them whole. */
const open = { type: 'object', additionalProperties: true } as const;
const openAnswer = responses(open);

const base = '/admin/forms/:form/:scope/:scope_id';
const tags = ['admin'] as const;

/** The admin form API's routes; each names the staff roles that may call it, and the server's guard reads them from here. */
export const ADMIN_FORM_ROUTES = {
  list: route({ method: 'GET', url: '/admin/forms', schema: { tags, ...staffOperation('listForms', "List every form by scope with its active version, draft and schedule", []), response: openAnswer } }),
  view: route({ method: 'GET', url: base, schema: { tags, ...staffOperation('readForm', "Read one form at one scope: resolved with each property's layer, own changes, draft and versions", []), params: formScopeParams, response: openAnswer } }),
  openDraft: route({ method: 'POST', url: `${base}/draft`, schema: { tags, ...staffOperation('openDraft', "Open the draft of a form at a scope (from its current content when there is none)", ['author']), params: formScopeParams, response: openAnswer } }),
  saveDraft: route({ method: 'PUT', url: `${base}/draft`, schema: { tags, ...staffOperation('saveDraft', "Save a draft's content over the revision it was read at; when someone saved since, merge property by property (409 naming the properties both changed)", ['author']), params: formScopeParams, body: saveDraftBody, response: openAnswer } }),
  discardDraft: route({ method: 'POST', url: `${base}/draft/discard`, schema: { tags, ...staffOperation('discardDraft', "Discard the draft of a form at a scope", ['author']), params: formScopeParams, response: openAnswer } }),
  check: route({ method: 'POST', url: `${base}/draft/check`, schema: { tags, ...staffOperation('checkDraft', "List the problems of a draft", []), params: formScopeParams, response: openAnswer } }),
  dryRun: route({ method: 'POST', url: `${base}/draft/dry-run`, schema: { tags, ...staffOperation('dryRunDraft', "Count the saved enrollments in flight a draft would break, and at which fields", ['publisher']), params: formScopeParams, response: openAnswer } }),
  preview: route({ method: 'GET', url: `${base}/draft/preview`, schema: { tags, ...staffOperation('previewDraft', "The draft resolved at its scope and the field definitions get-form-fields would answer", []), params: formScopeParams, response: openAnswer } }),
  validatePreview: route({ method: 'POST', url: `${base}/draft/validate`, schema: { tags, ...staffOperation('validatePreview', "The field errors a save of the tab would answer for the preview's values, on the form unsaved layer content makes at the scope (422: the content's problems); nothing is written", []), params: formScopeParams, body: validatePreviewBody, response: openAnswer } }),
  renderPreview: route({ method: 'POST', url: `${base}/draft/render`, schema: { tags, ...staffOperation('renderPreview', "What the wizard's health or agreement step would get with the layer content as the scope's (questions and their validator; texts, hash, verification fields, and the fields the layer adds with their validator and its message overrides), valued for a preview persona; other forms answer nothing; nothing is written", []), params: formScopeParams, body: renderPreviewBody, response: openAnswer } }),
  publish: route({ method: 'POST', url: `${base}/draft/publish`, schema: { tags, ...staffOperation('publishDraft', "Publish a draft as the next version, now or at a time, with a reason", ['publisher']), params: formScopeParams, body: publishBody, response: openAnswer } }),
  versions: route({ method: 'GET', url: `${base}/versions`, schema: { tags, ...staffOperation('listVersions', "List the versions of a form at a scope", []), params: formScopeParams, response: openAnswer } }),
  version: route({ method: 'GET', url: `${base}/versions/:version`, schema: { tags, ...staffOperation('readVersion', "Read one version with its content", []), params: versionParams, response: openAnswer } }),
  versionForm: route({ method: 'GET', url: `${base}/versions/:version/form`, schema: { tags, ...staffOperation('readVersionForm', "Read one version resolved at its scope, with the field definitions get-form-fields would answer with it", []), params: versionParams, response: openAnswer } }),
  rollback: route({ method: 'POST', url: `${base}/versions/:version/rollback`, schema: { tags, ...staffOperation('rollBack', "Publish an earlier version's content as the next version", ['publisher']), params: versionParams, body: publishBody, response: openAnswer } }),
  diff: route({ method: 'GET', url: `${base}/diff`, schema: { tags, ...staffOperation('diffVersions', "Compare two versions (a number, draft or active) field by field", []), params: formScopeParams, querystring: diffQuery, response: openAnswer } }),
  personas: route({ method: 'GET', url: `${base}/personas`, schema: { tags, ...staffOperation('listPreviewPersonas', "List the demo enrollments a draft may be previewed as at a scope (only the seeded demo world's; docs/form-studio.md)", []), params: formScopeParams, response: openAnswer } }),
  persona: route({ method: 'GET', url: `${base}/personas/:persona`, schema: { tags, ...staffOperation('readPreviewPersona', "One demo enrollment's saved values of the form, every SSN and account number masked; any other enrollment is refused (422)", []), params: personaParams, response: openAnswer } }),
  audit: route({ method: 'GET', url: '/admin/audit', schema: { tags, ...staffOperation('readAudit', "Read the audit log of form definitions, newest first, filtered", []), querystring: auditQuery, response: openAnswer } }),
} as const;

