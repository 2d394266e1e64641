/**
 * Save & Continue Later drafts of the tabs that are not one server-defined form (agreement,
 * billing, lists): each such tab registers how its draft is checked (formats only, never
 * required-ness) and what of it is stored, beside its routes, as tab checks do. A tab with no
 * preparer registered stores no draft: only the resume tab is saved for it. A tab whose
 * definition may add fields (the agreement) also registers how their values are kept: in the
 * tab's generic document, as its Next keeps them. The registry belongs to one app (services.drafts).
 */
import type { Drafts, TabDraft } from './index';

export type { DraftContext, DraftDocumentPreparer, DraftPreparer, Drafts, TabDraft } from './index';

/** A new, empty registry. */
export function createDrafts(): Drafts {
  const preparers = new Map<string, TabDraft>();
  return { register: (column, prepare, document) => { preparers.set(column, { prepare, document }); }, get: (column) => preparers.get(column) };
}
