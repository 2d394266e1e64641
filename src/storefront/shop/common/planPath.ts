/**
 * Where a plan's detail lives: /plan/{planId}/{planName} (storefront.md section 2). The name part
 * is a readable slug for the address bar and shared links; the detail route reads only the id,
 * so a renamed plan's old links keep working.
 */
export { PLAN_CATEGORY_ORDER } from '../../../../schemas/api/menu';

/** 'Prairie Medical Select (2024)' -> 'prairie-medical-select-2024' */
export function planSlug(planName: string): string {
  return planName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'plan';
}

/** The detail page of a plan. */
export function planPath(planId: number, planName: string): string {
  return `/plan/${planId}/${planSlug(planName)}`;
}

/** The plan id of a detail page's :planId segment; null unless it is a positive whole number. */
export function planIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9][0-9]{0,8}$/.test(segment) ? Number(segment) : null;
}
