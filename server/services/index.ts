/** The services a route reaches through app.services (one object, built once per app). */
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
}
