/** GET /{hash} (schemas/api/carrierStatus.ts): a carrier's status by its key: whether it takes new applications now, and its text when not. */
import type { CarrierStatusData } from '../../schemas/api/carrierStatus';
import { apiGet } from './client';

/** The status of the carrier whose key a plan carries (carrier_hash). */
export const getCarrierStatus = (hash: string): Promise<CarrierStatusData> => apiGet<CarrierStatusData>(encodeURIComponent(hash));
