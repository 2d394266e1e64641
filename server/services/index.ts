/** The services a route reaches through app.services (one object, built once per app). */
import type { Kysely } from 'kysely';
import type { Payload } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import type { TabColumn, TabName } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import type { AppConfig } from '../config';
import type { FieldCipher } from './crypto';
import type { FormSchemaRegistry } from './formSchemas';
import type { InvoiceService } from './invoices';
import type { Mailer } from './mail';
import type { RoutingLookup } from './routingLookupTypes';
import type { Validators } from './validators';

export interface Services {
  config: AppConfig;
  cipher: FieldCipher;
  mailer: Mailer;
  validators: Validators;
  /** Form schemas by hash, and their compiled validator modules. */
  forms: FormSchemaRegistry;
  /** The invoice service (autoInvoiceGeneration) the receipt asks for list and statement billing. */
  invoices: InvoiceService;
  /** The routing-number lookup billing fills the bank name with (local table by default). */
  routingLookup: RoutingLookup;
  /** Each wizard tab's completion check, registered by its routes' plugin (this app's own). */
  tabChecks: TabChecks;
  /** The Save & Continue Later draft preparers of the tabs that are not one form (this app's own). */
  drafts: Drafts;
}

// The registries' types are here, beside Services, which their checks receive (services/tabChecks.ts
// and services/drafts.ts re-export them and build the registries).

/** What a tab's check and a tab's draft preparer read: the database (or transaction), the app's services, the enrollment. */
export interface TabCheckContext { db: Kysely<Database>; services: Services; enrollment: Enrollment }

/** The field errors of what a tab holds; [] when it is complete. */
export type TabCheck = (context: TabCheckContext) => Promise<FieldError[]>;

/** One app's tab checks (services.tabChecks), filled by its routes' plugins as the app starts. */
export interface TabChecks {
  /** Registers a tab's check; a later registration replaces it (a test may put its own in place). */
  register(tab: TabName, check: TabCheck): void;
  /** The check of a tab, if one is registered. */
  get(tab: TabName): TabCheck | undefined;
}

/** What a draft preparer reads (the same as a tab check). */
export type DraftContext = TabCheckContext;

/** Checks a draft (throws 422 at `data.<field>` on a bad format) and returns what the tab's column stores. */
export type DraftPreparer = (context: DraftContext, data: Record<string, unknown>) => Promise<JsonObject>;

/**
 * Checks the draft's values of the fields a form definition added to the tab (formats only; 422
 * at the field) and returns their document (enrollment_tab_documents) to store, null when the
 * tab has no added field or the draft none of their values.
 */
export type DraftDocumentPreparer = (context: DraftContext, data: Record<string, unknown>) => Promise<{ tab: string; payload: Payload } | null>;

/** A tab's draft preparer and, for a tab layers may add fields to, its document's. */
export interface TabDraft { prepare: DraftPreparer; document?: DraftDocumentPreparer }

/** One app's draft preparers (services.drafts), registered by its routes' plugins as the app starts. */
export interface Drafts {
  /** Registers a tab column's draft preparer (and its added fields' document preparer). */
  register(column: TabColumn, prepare: DraftPreparer, document?: DraftDocumentPreparer): void;
  /** The registered preparers of a tab column, if any. */
  get(column: string): TabDraft | undefined;
}
