/**
 * An enrollment's cart as the wizard reads it: lines and totals computed from the cart's rows
 * (never stored twice), in whole cents so no sum drifts. The first month is every line's
 * monthly price plus each plan's one-time fee; every later month is the monthly prices.
 */
import { isPremierPlanType } from '../../schemas/plans';
import type { Kysely } from 'kysely';
import { cartLines, type CartLine } from '../db/queries/cart';
import type { Database } from '../db/types';

/** '412.50' -> 41250 (numeric(10,2) columns come back as such strings). */
export function toCents(amount: string): number {
  const [dollars, cents = ''] = amount.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 41250 -> '412.50' */
export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface CartTotals { initial_month_cost: string; recurring_month_cost: string }

/** The totals of cart lines (pure). */
export function cartTotals(lines: ReadonlyArray<Pick<CartLine, 'monthly_price' | 'one_time_fee'>>): CartTotals {
  const monthly = lines.reduce((sum, line) => sum + toCents(line.monthly_price), 0);
  const once = lines.reduce((sum, line) => sum + toCents(line.one_time_fee), 0);
  return { initial_month_cost: fromCents(monthly + once), recurring_month_cost: fromCents(monthly) };
}

/** The cart of an enrollment: its lines and totals. */
export async function cartOf(db: Kysely<Database>, enrollmentId: string) {
  const lines = await cartLines(db, enrollmentId);
  return { lines, ...cartTotals(lines) };
}

/** Whether the cart holds the premier plan (plan_type MM): the dependents' spouse question depends on it. */
export const hasPremierPlan = (lines: readonly Pick<CartLine, 'plan_type'>[]): boolean => lines.some((line) => isPremierPlanType(line.plan_type));

/** Whether the cart holds a plan of the premier carrier. */
export const hasPremierCarrier = (lines: readonly Pick<CartLine, 'premier_carrier'>[]): boolean => lines.some((line) => line.premier_carrier);
