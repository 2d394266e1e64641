/**
 * Forms as data: what one scope (default, a portal, a group) says about one form, and the form
 * that results when the layers are stacked. A layer overrides single properties of single fields;
 * the default layer is complete (seeded from the catalog, the spec's values), portal and group
 * layers are sparse. The same pure resolution (adapters/formLayers) runs on client and server.
 */
import type { Choice, Condition, LookupName, WidgetName } from '../catalog/types';
import type { DefinitionLanguage, FieldTexts, LayerTranslations } from './translations';

/** The layers of a form definition, least specific first: a later one overrides an earlier one. */
export const LAYERS = ['default', 'portal', 'group'] as const;
export type LayerName = (typeof LAYERS)[number];

/** Where a layer applies: the default (scope_id 0), one portal or one group. */
export interface ScopeRef { scope: LayerName; scope_id: number }

/** Everything a form shows of one field, each property overridable by a layer. */
export interface FieldProps {
  label: string;
  help: string;
  placeholder: string;
  /** A widget of the engine's registry (not group or list: those come from the catalog). */
  widget: WidgetName;
  /** Fixed options; a layer that sets them replaces the whole list. */
  choices: Choice[];
  /** Or the lookup list the options come from. */
  lookup: LookupName;
  required: boolean;
  read_only: boolean;
  /** Hidden fields are not shown, not validated and not saved. */
  hidden: boolean;
  /** Display order within the form (ascending; ties keep the layer below's order). */
  order: number;
  /** The heading the field is shown under ('' for none). */
  section: string;
  pattern: string;
  patternMessage: string;
  minLength: number;
  maxLength: number;
  lengthMessage: string;
  minimum: number;
  maximum: number;
  rangeMessage: string;
  /** Shown only while this holds for the values of the form's other fields. */
  visibleWhen: Condition;
}
export type FieldProp = keyof FieldProps;

/**
 * One layer's change to one field. A field no lower layer knows is added by the layer that
 * names it first (it must give at least `widget` and `label`).
 */
export type FieldChange = Partial<FieldProps>;

/** A wizard tab's own properties (the tab list of get-dynamic-tabs). */
export interface TabProps {
  title: string;
  /** The route slug of a tab staff added (the spec's nine tabs keep their spec routes). */
  slug: string;
  order: number;
  required: boolean;
  /**
   * A new tab retired by this scope's version: not shown to enrollments that start from now on;
   * those pinned to a version that had it keep it. A spec tab cannot be retired.
   */
  retired: boolean;
  /** Most rows of the form's list (beneficiary_info, dependent_info: schemas/rules.ts LIST_LIMIT_FORMS); the rule table's when unset. */
  maxItems: number;
}

/** One scope's changes to one form: the content of a draft and of a published version. */
export interface FormLayer {
  tab?: Partial<TabProps>;
  /** Changes by field name. */
  fields: Record<string, FieldChange>;
  /** Catalog message overrides by message key (schemas/messages.ts). */
  messages?: Record<string, string>;
  /** The other languages of the texts this layer sets, at the same places (schemas/forms/translations.ts). */
  translations?: LayerTranslations;
}

/** A resolved field: its properties and, per property, the layer it came from. */
export interface ResolvedField {
  name: string;
  /** Whether the catalog knows the field (else a layer added it). */
  known: boolean;
  props: Partial<FieldProps> & Pick<FieldProps, 'label' | 'widget' | 'required' | 'read_only' | 'hidden' | 'order'>;
  from: Partial<Record<FieldProp, LayerName>>;
  /** Per other language, the texts of the layers that set them (absent: none translated). */
  translated?: Partial<Record<DefinitionLanguage, FieldTexts>>;
}

/** A form after stacking its layers: fields in display order (hidden ones included, flagged). */
export interface ResolvedForm {
  fields: ResolvedField[];
  tab?: Partial<TabProps>;
  tabFrom?: Partial<Record<keyof TabProps, LayerName>>;
  messages: Record<string, string>;
  messagesFrom: Record<string, LayerName>;
  /** Per other language, the tab's title as the layer that set it translated it. */
  tabTranslated?: Partial<Record<DefinitionLanguage, { title?: string }>>;
  /** Per other language, the message overrides as the layers that set them translated them. */
  messagesTranslated?: Partial<Record<DefinitionLanguage, Record<string, string>>>;
}

/** One layer as resolution takes it: which layer, and its content. */
export interface LayerInput { layer: LayerName; content: FormLayer }
