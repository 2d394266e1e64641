/**
 * Health as a layered form (issues 14 and 15): the definition staff change per scope in the
 * studio, with the drafts, versions and pins of every other form. Its fields are the health
 * form's leaves, flat (their names are unique across the detail row, the medication row and the
 * notes), so a layer changes one field's label, help, required flag, order or hidden flag; and
 * a question's own text is a field `question_<id>` a layer adds (its label is the question's text,
 * hidden drops the question). services/health.ts applies the resolved form to the questions and
 * hands the leaves' definitions to the adapters (adapters/healthQuestions), so the wizard and the
 * server's checks say the same.
 */
import { healthDetailCatalog, healthInfoCatalog, medicationRowCatalog } from '../catalog/healthInfo';
import type { TabCatalog } from '../catalog/types';
import type { FormLayer } from './definition';

/** The health form's name: the Health Questions tab's. */
export const HEALTH_FORM = 'primary_health_info' as const;
export type HealthFormName = typeof HEALTH_FORM;

/** Whether a form name is health's. */
export const isHealthForm = (name: string): name is HealthFormName => name === HEALTH_FORM;

const { id: _id, ...medicationFields } = medicationRowCatalog;

/** The leaves a layer may change: every detail field, the medication row's fields and the notes. */
export const healthLayerCatalog: TabCatalog = Object.freeze({ ...healthDetailCatalog, ...medicationFields, notes: healthInfoCatalog.notes }) as TabCatalog;

/** The field of a layer that gives a question its text (its label) or drops it (hidden). */
export const questionField = (questionId: number): string => `question_${questionId}`;

/** Whether a field name is a question's (`question_<id>`), not a leaf's. */
export const isQuestionField = (name: string): boolean => /^question_[1-9][0-9]*$/.test(name);

/**
 * What health's layers stack on besides the catalog: every leaf shown. The catalog's own layer
 * hides every field until a scope's rows name it; health never had rows, and its fields always
 * showed (each by its question's layout), so they stay shown until a layer hides one.
 */
export const HEALTH_SHOWN: FormLayer = { fields: Object.fromEntries(Object.keys(healthLayerCatalog).map((name) => [name, { hidden: false }])) };
