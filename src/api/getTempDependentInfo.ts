import type { DependentInfo } from '../../schemas/api/planQuestions';
import { enrollmentEndpoint } from './query';

/** GET get-temp-dependent-info?enrollment_id: the spouse DOB and number of children the quote holds (null: not given). */
export const tempDependentInfo = enrollmentEndpoint<DependentInfo>('get-temp-dependent-info');
export const getTempDependentInfo = tempDependentInfo.fetch;
