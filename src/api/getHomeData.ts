/**
 * The Home page's data (storefront.md section 7 "Menu, home and recommendation data"):
 * GET get-featured-plans and GET get-homepage-plan, both taking who the visitor is (null values left out).
 */
import type { CardPlan, HomePlan } from '../../schemas/api/home';
import { apiGet } from './client';
import type { MenuQuery } from './getMenu';

/** Who the visitor is, as the menu takes it (from_site is not sent). */
export type HomeQuery = Omit<MenuQuery, 'from_site'>;

/** The featured plans. */
export function getFeaturedPlans(query: HomeQuery): Promise<CardPlan[]> {
  return apiGet<CardPlan[]>('get-featured-plans', { ...query });
}

/** The category grid's tiles. */
export function getHomepagePlans(query: HomeQuery): Promise<HomePlan[]> {
  return apiGet<HomePlan[]>('get-homepage-plan', { ...query });
}
