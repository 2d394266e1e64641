/**
 * The admin form API's answers as the studio reads them (issue 14, docs/forms-as-data.md): the
 * shapes server/services/formDefinitions writes. Types only: the wire schema is schemas/api/adminForms.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { FieldDefinition } from '../catalog';
import type { contentTextsData, contentTextsQuery } from './adminContentTranslations';
import type { FormLayer, LayerName, ResolvedForm } from '../forms/definition';
import type { StaffRole } from '../forms/staff';
import type { Eprocess } from '../enrollee';
import type { AgreementFieldsData, AgreementText, HealthQuestionSet } from './types';

/** Who is signed in to the studio. */
export interface StaffData { name: string; email: string; roles: StaffRole[] }

/** A scope as the admin API lists it. */
export interface ScopeSummary { scope: LayerName; scope_id: number; name: string; portal_id: number | null; four_eyes: boolean }

/** GET /admin/forms */
export interface FormsListData {
  forms: { form: string; title: string }[];
  scopes: ScopeSummary[];
  /** `retired` (a new tab only, present when true): the scope's active version, or the nearest below, retires the tab. */
  states: { form: string; scope: LayerName; scope_id: number; active_version: number | null; scheduled: number; draft: boolean; retired?: boolean }[];
}

/** A draft of one form at one scope. */
export interface DraftData {
  form: string; scope: LayerName; scope_id: number; content: FormLayer; base_version: number | null;
  revision: number; authored_by: string[]; updated_by: string; updated_at: string;
}

/** A version as listed (no content). */
export interface VersionSummary {
  form: string; scope: LayerName; scope_id: number; version: number; reason: string; created_by: string; authored_by: string[];
  created_at: string; effective_at: string; applies_in_flight: boolean; rolled_back_to: number | null; active: boolean; scheduled: boolean;
}

/** One version with its content. */
export type VersionData = Omit<VersionSummary, 'active' | 'scheduled'> & { content: FormLayer };

/** GET /admin/forms/{form}/{scope}/{scope_id} */
export interface FormViewData {
  form: string; title: string; scope: ScopeSummary; resolved: ResolvedForm; below: ResolvedForm; own: FormLayer;
  draft: DraftData | null; versions: VersionSummary[];
  /** Health only: the scope's questions, offered when adding a question's field (`question_<id>`). */
  questions?: { question_id: number; question_text: string }[];
}

/** One changed property (adapters' DefinitionChange). */
export interface DefinitionChangeData { kind: 'field' | 'tab' | 'message' | 'translation'; field?: string; prop: string; before: unknown; after: unknown }

/** GET …/diff */
export interface DiffData { from: string; to: string; layer: DefinitionChangeData[]; resolved: DefinitionChangeData[] }

/** POST …/draft/dry-run */
export interface DryRunData {
  supported: boolean; checked: number; failing: number; fields: Record<string, number>;
  enrollments: { enrollment_id: string; fields: string[] }[]; truncated: boolean;
}

/** GET …/draft/preview: the draft's definitions and its validator module's hash. */
export interface DraftPreviewData { resolved: ResolvedForm; definitions: FieldDefinition[]; validator: string }

/** A demo enrollment the studio's preview may render a draft as (GET …/personas). */
export interface PersonaData { id: string; code: string; name: string; portal_id: number; group_id: number | null }

/** GET …/personas/{persona}: one persona's saved values of the form, every secret masked. */
export interface PersonaValuesData { persona: PersonaData; values: Record<string, unknown> }

/**
 * POST …/draft/render: what the wizard's health or agreement step would get with the content as
 * the scope's layer (server/services/formDefinitions/productionPreview.ts); empty for other forms.
 * The agreement's `added` and `messages` are get-form-fields-agreement-info's, with the draft applied.
 */
export interface ProductionRenderingData {
  health?: { result: HealthQuestionSet; validator: string };
  agreement?: Pick<AgreementFieldsData, 'added' | 'messages'> & { texts: AgreementText[]; hash: string; fields: FieldDefinition[]; eprocess: Eprocess };
}

/** GET …/versions/{version}/form: the version resolved at its scope and the definitions it gives. */
export interface VersionFormData { version: number; resolved: ResolvedForm; definitions: FieldDefinition[] }

/** POST …/draft/publish and …/rollback options. */
export interface PublishOptionsData { reason: string; effective_at?: string; applies_in_flight?: boolean }

/** One audit row. */
export interface AuditEntryData {
  id: string; at: string; actor: string; action: string; form: string; scope: LayerName; scope_id: number;
  version: number | null; diff: DefinitionChangeData[]; reason: string | null;
}

/** Filters of the audit log. */
export interface AuditFilterData { form?: string; scope?: LayerName; scope_id?: string; actor?: string; from?: string; to?: string }

/** GET /admin/content-translations: a page of the store's content texts with their Spanish (issue 18). */
export type ContentTextsData = FromSchema<typeof contentTextsData>;
export type ContentTextData = ContentTextsData['texts'][number];
export type ContentPlaceData = ContentTextData['places'][number];
/** Its query: only the untranslated ('true'), a search, the first text's place. */
export type ContentTextsQueryData = FromSchema<typeof contentTextsQuery>;
