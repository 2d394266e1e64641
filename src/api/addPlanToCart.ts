/**
 * POST add-plan-to-cart, add-plan-to-cart-prudentials and check-already-in-cart (storefront.md
 * section 7): an add answers the cart's count and the plan to offer next, or a refusal
 * (blackout, alreadyActive) with the server's text.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { AddedData, AddRefusalCode, alreadyInCartData, CartLineBody, PremierAddBody } from '../../schemas/api/planDetail';
import { apiPost } from './client';
import { codedPost, type Coded } from './codedAnswer';

export type { AddedData, AddRefusalCode };
export type AddAnswer = { added: AddedData } | { refused: AddRefusalCode; message: string; content_lang?: string };

const unwrap = (result: Coded<{ data: AddedData }, AddRefusalCode>): AddAnswer => ('refused' in result ? result : { added: result.answer.data });

/** Adds one plan at its pricing id. */
export const addPlanToCart = async (body: CartLineBody): Promise<AddAnswer> => unwrap(await codedPost('add-plan-to-cart', body));

/** Adds the premier plan (plan_id1) with the membership (plan_id; omitted for an existing member). */
export const addPremierToCart = async (body: PremierAddBody): Promise<AddAnswer> => unwrap(await codedPost('add-plan-to-cart-prudentials', body));

/** Whether the plan is in the cart already. */
export const checkAlreadyInCart = async (body: CartLineBody): Promise<boolean> =>
  (await apiPost<FromSchema<typeof alreadyInCartData>>('check-already-in-cart', body)).result;
