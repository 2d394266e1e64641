/**
 * The plans listing's reads (schemas/api/plans.ts): get-filtered-plans for a quoted visitor
 * (enrollment_id, categories), get-menu-filtered-plans for a visitor without a quote (category and
 * who the visitor is) and get-left-side-filter-fields (the categories holding a plan for the visitor).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { leftSideFieldsData, planGroupsData } from '../../schemas/api/plans';
import { apiGet } from './client';

/** data of get-filtered-plans and get-menu-filtered-plans: the groups in the listing's order. */
export type PlanGroupsData = FromSchema<typeof planGroupsData>;
export type PlanGroup = PlanGroupsData['result'][number];
export type ListedPlan = PlanGroup['plans'][number];
export type LeftSideFieldsData = FromSchema<typeof leftSideFieldsData>;
export type ListingCategory = LeftSideFieldsData['result']['categories'][number];

/** Who a visitor without a quote is (stored session values; unset ones are left out). */
export interface MenuVisitor { agent_id: number | null; group_id: number | null; portal_id: number | null; eprocess: string | null; open_type: string | null }

/**
 * A page of a paged listing (our extension, docs/catalog-paging.md) and its size: by 1-based page
 * number, or the plans after a page's cursor (its data.paging.next).
 */
export type ListingPageAsk = { pageSize: number } & ({ page: number } | { after: string });
export type ListingPaging = NonNullable<PlanGroupsData['paging']>;

const pageQuery = (ask?: ListingPageAsk) =>
  (!ask ? {} : 'after' in ask ? { after: ask.after, page_size: ask.pageSize } : { page: ask.page, page_size: ask.pageSize });

/** GET get-filtered-plans: the quoted visitor's plans of `category` (every category when null); one page of them when `page` is given (a number or a cursor). */
export const getFilteredPlans = (enrollmentId: string, category: string | null, page?: ListingPageAsk) =>
  apiGet<PlanGroupsData>('get-filtered-plans', { enrollment_id: enrollmentId, categories: category ?? undefined, ...pageQuery(page) });

/** GET get-menu-filtered-plans: the plans of `category` (every category when null) a visitor without a quote may see; one page when `page` is given. */
export const getMenuFilteredPlans = (visitor: MenuVisitor, category: string | null, page?: ListingPageAsk) =>
  apiGet<PlanGroupsData>('get-menu-filtered-plans', { ...visitor, category: category ?? undefined, ...pageQuery(page) });

/** GET get-left-side-filter-fields: the categories holding a plan for the quoted visitor. */
export const getLeftSideFilterFields = (enrollmentId: string) => apiGet<LeftSideFieldsData>('get-left-side-filter-fields', { enrollment_id: enrollmentId });
