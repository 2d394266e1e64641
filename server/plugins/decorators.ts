/** Typed decorators of the app and its requests (Fastify declaration merging). */
import type { Kysely } from 'kysely';
import type { Language } from '../../schemas/i18n/language';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    services: Services;
  }
  interface FastifyRequest {
    /** The enrollment of the request, set by the binding guard (null on routes without one). */
    enrollment: Enrollment | null;
    /** The language the caller reads (plugins/language.ts): every text the server writes for this request is in it. */
    language: Language;
  }
}
