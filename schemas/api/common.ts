/**
 * Building blocks of the API's JSON Schemas (data). Fastify validates requests and serializes
 * responses with them, @fastify/swagger turns them into the OpenAPI document, and
 * schemas/api/types.ts derives the API's TypeScript types from them (FromSchema), so every
 * schema stays a literal type: `as const` objects, and builders generic over what they wrap.
 * 'x-message' names the FieldError text a failing property reports (our extension keyword);
 * 'x-required-message' the text when the property is missing (default 'Field is required').
 */
import type { JSONSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { EMAIL_MAX_LENGTH } from '../catalog/patterns';

/** A JSON Schema whose exact shape no static type can follow (built at run time from the catalog). */
export type Schema = Record<string, unknown>;

/** A schema FromSchema can read: what every builder below takes and keeps literal. */
export type ApiSchema = JSONSchema & object;

export const fieldErrorSchema = {
  type: 'object',
  required: ['target_element', 'error_message'],
  additionalProperties: false,
  properties: { target_element: { type: 'string' }, error_message: { type: 'string' } },
} as const;

/** {status:'error', data: FieldError[]} */
export const errorEnvelopeSchema = {
  type: 'object',
  required: ['status', 'data'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['error'] }, data: { type: 'array', items: fieldErrorSchema } },
} as const;

/** {status:'success', data} */
export function successEnvelope<const D extends ApiSchema>(data: D) {
  return {
    type: 'object', required: ['status', 'data'], additionalProperties: false,
    properties: { status: { type: 'string', enum: ['success'] }, data },
  } as const;
}

/** The response map of a route: 200 with `data`, every 4xx/5xx with the error envelope. */
export function responses<const D extends ApiSchema>(data: D) {
  return { 200: successEnvelope(data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;
}

/**
 * An object answer with exactly these properties, all present. Closed (additionalProperties
 * false) as the serializer is: it sends only the declared properties, so the derived type has
 * no `[x: string]: unknown` beside them.
 */
export function answer<const P extends Readonly<Record<string, ApiSchema>>>(properties: P) {
  return { type: 'object', required: Object.keys(properties) as (keyof P & string)[], additionalProperties: false, properties } as const;
}

/** An answer like answer(properties) with `optional` ones added that a server may leave out (our extensions to a spec's answer). */
export function answerWith<const P extends Readonly<Record<string, ApiSchema>>, const O extends Readonly<Record<string, ApiSchema>>>(properties: P, optional: O) {
  return { ...answer(properties), properties: { ...properties, ...optional } as { [K in keyof P | keyof O]: K extends keyof P ? P[K] : O[K & keyof O] } } as const;
}

/** A plan's carrier by name (our extension, optional): a plan card names the carrier its logo shows. */
export const carrierProperty = { carrier: { type: 'string', description: "The plan's carrier (our extension): its logo's alternative text and the card's carrier line." } } as const;

/**
 * The language a content text of the answer is written in (our extension, optional; issue 18):
 * 'es' when the store has the Spanish of every text of that object and the caller reads Spanish,
 * else 'en' (server/services/contentLanguage.ts). A page marks a passage in a language other than
 * its own with `lang` (WCAG 3.1.2).
 */
export const contentLangProperty = {
  content_lang: { type: 'string', enum: ['en', 'es'], description: 'The language of this object\'s content texts (our extension): en or es.' },
} as const;

/** data.result: T[] */
export function resultList<const I extends ApiSchema>(item: I) {
  return answer({ result: { type: 'array', items: item } });
}

/**
 * A UUID as 8-4-4-4-12 hex digits, either case. Not ajv's 'uuid' format: that one also takes a
 * 'urn:uuid:' prefix, which PostgreSQL's uuid type refuses (a 500 instead of a 422).
 */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A random enrollment id (UUID). */
export const enrollmentIdSchema = { type: 'string', pattern: UUID_PATTERN, 'x-message': MESSAGES.enrollmentIdInvalid } as const;

/** ?enrollment_id= (required) */
export const enrollmentQuery = {
  type: 'object', required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema },
} as const;

/** ?enrollment_id= (optional: lookups that may depend on the enrollment's group) */
export const optionalEnrollmentQuery = { type: 'object', properties: { enrollment_id: enrollmentIdSchema } } as const;

/** An e-mail address in the shared 'email' format with the given message. */
export function emailSchema<const M extends string>(message: M) {
  return { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, 'x-message': message } as const;
}

/** An empty success body ({status:'success', data:{}}). */
export const emptyData = { type: 'object', additionalProperties: false, properties: {} } as const;
