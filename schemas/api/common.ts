/**
 * Building blocks of the API's JSON Schemas (data). Fastify validates requests and serializes
 * responses with them and @fastify/swagger turns them into the OpenAPI document.
 * 'x-message' names the FieldError text a failing property reports (our extension keyword);
 * 'x-required-message' the text when the property is missing (default 'Field is required').
 */
import { MESSAGES } from '../messages';
import { EMAIL_MAX_LENGTH } from '../catalog/patterns';

export type Schema = Record<string, unknown>;

export const fieldErrorSchema = {
  type: 'object',
  required: ['target_element', 'error_message'],
  properties: { target_element: { type: 'string' }, error_message: { type: 'string' } },
} as const;

/** {status:'error', data: FieldError[]} */
export const errorEnvelopeSchema = {
  type: 'object',
  required: ['status', 'data'],
  properties: { status: { type: 'string', enum: ['error'] }, data: { type: 'array', items: fieldErrorSchema } },
} as const;

/** {status:'success', data} */
export function successEnvelope(data: Schema): Schema {
  return { type: 'object', required: ['status', 'data'], properties: { status: { type: 'string', enum: ['success'] }, data } };
}

/** The response map of a route: 200 with `data`, every 4xx/5xx with the error envelope. */
export function responses(data: Schema): Schema {
  return { 200: successEnvelope(data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

/** data.result: T[] */
export function resultList(item: Schema): Schema {
  return { type: 'object', required: ['result'], properties: { result: { type: 'array', items: item } } };
}

/** A random enrollment id (UUID). */
export const enrollmentIdSchema = { type: 'string', format: 'uuid', 'x-message': MESSAGES.enrollmentIdInvalid } as const;

/** ?enrollment_id= (required) */
export const enrollmentQuery = {
  type: 'object', required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema },
} as const;

/** ?enrollment_id= (optional: lookups that may depend on the enrollment's group) */
export const optionalEnrollmentQuery = { type: 'object', properties: { enrollment_id: enrollmentIdSchema } } as const;

/** An e-mail address in the shared 'email' format with the given message. */
export function emailSchema(message: string): Schema {
  return { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, 'x-message': message };
}

/** An empty success body ({status:'success', data:{}}). */
export const emptyData = { type: 'object', additionalProperties: false, properties: {} } as const;
