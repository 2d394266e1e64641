/**
 * The process a visitor shops under (storefront.md section 6): the enrollment's process when it
 * was first checked out (shop_eprocess), else its process now. A rep's Member Enrollment turns
 * eprocess to applicant so the member signs, yet the rep still quotes and gets the cart
 * confirmation, and the member gets no upsells the rep declined for them.
 */
import type { Eprocess } from '../../schemas/enrollee';
import type { Enrollment } from '../db/queries/enrollments';

export const shoppingProcess = (enrollment: Pick<Enrollment, 'eprocess' | 'shop_eprocess'>): Eprocess => enrollment.shop_eprocess ?? enrollment.eprocess;
