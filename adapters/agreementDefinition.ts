/**
 * A scope's agreement definition (schemas/forms/agreementForm.ts) applied to what an enrollment is
 * served: its agreement texts as the resolved form words them (a hidden one left out), and its
 * process's verification rows with the `hidden` and `required` the scopes' layers set. With no
 * layer, both are exactly the database's, so get-agreement-texts and
 * get-form-fields-agreement-info answer byte for byte as before. The server applies it; the save
 * and the completion check read the same, so they judge what was shown.
 */
import { AGREEMENT_FIELDS, TYPED_AGREEMENT_FIELDS } from '../schemas/agreement';
import type { FieldDefinition } from '../schemas/catalog';
import { agreementField, agreementLayerCatalog, type AgreementTextRecord, isAgreementAddedField } from '../schemas/forms/agreementForm';
import type { LayerInput, ResolvedForm } from '../schemas/forms/definition';
import type { DefinitionLanguage } from '../schemas/forms/translations';
import { fieldDefinitions } from './formLayers/fieldDefinitions';

/**
 * The texts as the resolved form words them, in its order (a layer's `order` moves an
 * agreement); an agreement a layer hides is not shown. A text the form does not know stays as it is, last.
 * In `language` (issue 18), a text a layer rewords says that layer's translation of it, when it has one.
 */
export function withAgreementTexts(texts: readonly AgreementTextRecord[], resolved: ResolvedForm, language?: DefinitionLanguage): AgreementTextRecord[] {
  const place = new Map(resolved.fields.map((field, index) => [field.name, { field, index }]));
  const placed = texts.map((text) => ({ text, at: place.get(agreementField(text.id)) }));
  return placed.filter(({ at }) => !at?.field.props.hidden)
    .sort((a, b) => (a.at?.index ?? Number.MAX_SAFE_INTEGER) - (b.at?.index ?? Number.MAX_SAFE_INTEGER))
    .map(({ text, at }) => {
      if (!at) return text;
      const { label, help, section } = at.field.props;
      const own = language ? at.field.translated?.[language] : undefined;
      return { id: text.id, text_head: own?.section ?? section ?? text.text_head, text_body: own?.help ?? help ?? text.text_body, text_required: own?.label ?? label };
    });
}

/** What the scopes' layers say of one verification field (unset: its process's row decides). */
export interface VerificationOverride { hidden?: boolean; required?: boolean }

/** The verification fields' `hidden` and `required` as the layers set them, the most specific layer last (it wins). */
export function verificationOverrides(layers: readonly LayerInput[]): Map<string, VerificationOverride> {
  const found = new Map<string, VerificationOverride>();
  for (const { content } of layers) {
    for (const name of AGREEMENT_FIELDS) {
      const change = content.fields?.[name];
      if (!change) continue;
      const own = found.get(name) ?? {};
      if (typeof change.hidden === 'boolean') own.hidden = change.hidden;
      if (typeof change.required === 'boolean') own.required = change.required;
      found.set(name, own);
    }
  }
  return found;
}

/** One verification row: the field, and its flags. */
export interface VerificationRow { field_name: string; required: boolean; read_only: boolean }

/**
 * The process's rows with the overrides applied: a field a layer hides is left out, one it
 * shows that the rows lack is added after them (read-only as the server's values are, except the
 * two the user types), and `required` as the most specific layer says.
 */
export function withVerificationOverrides(rows: readonly VerificationRow[], overrides: ReadonlyMap<string, VerificationOverride>): VerificationRow[] {
  if (overrides.size === 0) return [...rows];
  const named = new Set(rows.map((row) => row.field_name));
  const added = AGREEMENT_FIELDS.filter((name) => !named.has(name) && overrides.get(name)?.hidden === false)
    .map((name) => ({ field_name: name, required: false, read_only: !(TYPED_AGREEMENT_FIELDS as readonly string[]).includes(name) }));
  return [...rows, ...added].filter((row) => overrides.get(row.field_name)?.hidden !== true)
    .map((row) => {
      const required = overrides.get(row.field_name)?.required;
      return required === undefined ? row : { ...row, required };
    });
}

/**
 * The definitions of the fields the layers added to the agreement tab (any registry widget: not
 * an agreement text, not a verification field), shown ones in order with their hints, as
 * get-form-fields-* answers a tab's. The wizard renders them with the engine; the save checks
 * their values with the form built from the same definitions.
 */
export function agreementAddedDefinitions(resolved: ResolvedForm): FieldDefinition[] {
  return fieldDefinitions(agreementLayerCatalog, resolved).filter((def) => isAgreementAddedField(def.field_name));
}
