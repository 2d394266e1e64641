/**
 * The layers of one form for a chain of scopes (default, a portal, a group), and the form they
 * resolve to. Each scope contributes its published version, or, until it has one, its rows of
 * form_fields (today's whole list of that scope, read as single-property overrides of what is
 * below it: adapters/formLayers layerFromRows). The catalog's defaults are the bottom of the stack.
 */
import type { Kysely } from 'kysely';
import { applyLayer, layerFromRows, resolveForm } from '../../../adapters';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import { type AgreementTextRecord, agreementTextsLayer, isAgreementForm } from '../../../schemas/forms/agreementForm';
import { HEALTH_SHOWN, isHealthForm } from '../../../schemas/forms/healthForm';
import { isStorefrontForm, storefrontShown } from '../../../schemas/forms/storefrontForms';
import type { FormLayer, LayerInput, LayerName, ResolvedForm, ScopeRef } from '../../../schemas/forms/definition';
import { chainAgreementTexts } from '../../db/queries/agreements';
import { type ChainState, chainState } from '../../db/queries/chainState';
import { versionsById } from '../../db/queries/formVersions';
import type { Database } from '../../db/types';
import { boundedMap } from '../boundedMap';

/** Resolved chains kept per instance (forms x portals and groups x versions in use). */
const RESOLVED = boundedMap<ChainForm>(512);

/** Per layer, the version id a form was resolved with, or null for that scope's rows. */
export type LayerPins = Partial<Record<LayerName, string | null>>;

/** The scopes of a portal and group, least specific first. */
export function scopeChain(portalId: number, groupId: number | null): ScopeRef[] {
  return [
    { scope: 'default', scope_id: 0 },
    { scope: 'portal', scope_id: portalId },
    ...(groupId === null ? [] : [{ scope: 'group' as const, scope_id: groupId }]),
  ];
}

/** A resolved form with what it was resolved from. */
export interface ChainForm {
  resolved: ResolvedForm;
  /** The scopes' layers in order (on top of the catalog's defaults). */
  layers: LayerInput[];
  pins: LayerPins;
}

/**
 * What a form stacks its scopes on besides the catalog: health's leaves shown (schemas/forms/healthForm.ts),
 * the chain's agreement texts as the agreement's fields (schemas/forms/agreementForm.ts), a storefront
 * form's fields shown (schemas/forms/storefrontForms.ts).
 */
function baseLayers(form: DefinedForm, texts: AgreementTextRecord[] | undefined): LayerInput[] {
  if (isHealthForm(form)) return [{ layer: 'default', content: HEALTH_SHOWN }];
  if (isStorefrontForm(form)) return [{ layer: 'default', content: storefrontShown(form) }];
  return texts ? [{ layer: 'default', content: agreementTextsLayer(texts) }] : [];
}

/** Stacks the chain's layers; `replace` puts a draft's content in place of one scope's source. */
export async function resolveChain(
  db: Kysely<Database>, form: DefinedForm, chain: readonly ScopeRef[],
  options: { pins?: LayerPins; replace?: { scope: LayerName; content: FormLayer }; state?: ChainState; textsOf?: readonly ScopeRef[] } = {},
): Promise<ChainForm> {
  const catalog = catalogOf(form);
  // One statement: the chain's rows and the active version ids of the scopes not pinned (or
  // `state`, read with the enrollment, whose versions may cover pinned scopes too: the pins win).
  const state = async () => options.state ?? chainState(db, form, chain, chain.filter((ref) => options.pins?.[ref.scope] === undefined));
  // The agreement's fields are its chain's texts, read beside it; other forms read nothing more.
  // What is below a scope stacks on that scope's texts (`textsOf`: its whole chain), so a portal's
  // or group's own agreements are fields its layer may change.
  const [chainRead, texts] = isAgreementForm(form) ? await Promise.all([state(), chainAgreementTexts(db, options.textsOf ?? chain)]) : [await state(), undefined];
  const { versions } = chainRead;
  const pins: LayerPins = {};
  for (const ref of chain) {
    const pin = options.pins?.[ref.scope];
    pins[ref.scope] = pin !== undefined ? pin : versions.find((v) => v.scope === ref.scope && v.scope_id === ref.scope_id)?.id ?? null;
  }
  // Versions never change and rows rarely do: a chain resolved from the same ones (the agreement: and texts) is resolved once per instance.
  // The rows by the database's own text of them: parsed only when the form is built (ChainState.rowsText).
  const key = options.replace ? undefined : `${JSON.stringify([form, chain, pins, texts])}\n${chainRead.rowsText}`;
  const kept = key === undefined ? undefined : RESOLVED.get(key);
  if (kept) return { ...kept, pins };
  const contents = await versionsById(db, chain.flatMap((ref) => (pins[ref.scope] ? [pins[ref.scope] as string] : [])));
  const sources = new Map(chain.map((ref) => [ref.scope, contents.find((v) => v.id === pins[ref.scope]) ?? null]));
  // Stacked one scope at a time on the catalog's defaults: a scope's rows are read over what is below it.
  let resolved = resolveForm(catalog, baseLayers(form, texts));
  const layers: LayerInput[] = [];
  for (const ref of chain) {
    const version = sources.get(ref.scope) ?? null;
    const own = chainRead.rows.filter((row) => row.scope === ref.scope && row.scope_id === ref.scope_id);
    const content = options.replace?.scope === ref.scope ? options.replace.content
      : version ? version.content
      : own.length > 0 ? layerFromRows(resolved, own) : null;
    if (!content) continue;
    const layer: LayerInput = { layer: ref.scope, content };
    layers.push(layer);
    resolved = applyLayer(catalog, resolved, layer);
  }
  const chainForm = { resolved, layers, pins };
  if (key !== undefined) RESOLVED.set(key, chainForm);
  return chainForm;
}

/** The content a scope has now: its active version's, else its rows' over what is below, else nothing. */
export function scopeContent(chainForm: ChainForm, scope: LayerName): FormLayer {
  return chainForm.layers.find((layer) => layer.layer === scope)?.content ?? { fields: {} };
}
