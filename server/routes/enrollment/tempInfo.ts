/**
 * GET get-enrollment-temp-info: one column of the enrollment. Tab data is served masked (SSN as
 * xxxxx1234) whoever asks: a read-only answer; what a form may open is services/disclosure.ts's table.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import type { TempInfoColumn } from '../../../schemas/api/types';
import type { Enrollment } from '../../db/queries/enrollments';
import { TAB_COLUMNS, type TabColumn } from '../../db/types';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import type { FieldCipher } from '../../services/crypto';
import { maskPayload } from '../../services/sealing';
import { typed } from '../typed';

const isTabColumn = (column: string): column is TabColumn => (TAB_COLUMNS as readonly string[]).includes(column);

function columnValue(enrollment: Enrollment, column: TempInfoColumn, cipher: FieldCipher): unknown {
  if (isTabColumn(column)) {
    const payload = enrollment[column];
    return payload ? maskPayload(payload, cipher) : null;
  }
  return enrollment[column] ?? null;
}

export async function tempInfoRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.tempInfo;
  typed(app).get(url, { ...bound, schema }, async (request) => ok({
    result: columnValue(boundEnrollment(request), request.query.column, app.services.cipher),
  }));
}
