/**
 * The invoice service the configuration names (like services/validators): the local default,
 * or the admin service over HTTP with its bearer token.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Mailer } from '../mail';
import type { InvoiceConfig } from './config';
import { httpInvoiceService } from './http';
import { localInvoiceService } from './local';
import type { InvoiceService } from './types';

export * from './types';
export * from './config';
export { invoiceNumberOf } from './local';

/** The invoice service of `config`. */
export function createInvoiceService(config: InvoiceConfig, dependencies: { db: Kysely<Database>; mailer: Mailer }): InvoiceService {
  return config.provider === 'http' ? httpInvoiceService(config) : localInvoiceService(dependencies.db, dependencies.mailer);
}
