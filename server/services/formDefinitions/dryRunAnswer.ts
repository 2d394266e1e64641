import type { ScopeRef } from '../../../schemas/forms/definition';
import { chainKey } from './enrollmentForm';
import { scopeChain } from './layers';

/**
 * What a publish's dry run answers (dryRun.ts for the form tabs and new tabs, healthDryRun.ts
 * for health, agreementDryRun.ts for the agreement), how one enrollment's failure is counted in it, and what is built once per chain.
 * Ids only: no personal data.
 */

/** Most enrollments one dry run reads (the answer says when there were more). */
export const DRY_RUN_LIMIT = 5000;

export type DryRunAnswer = {
  /** Whether this form's saved values can be re-validated (form tabs, tabs staff added, health, the agreement). */
  supported: boolean;
  checked: number;
  failing: number;
  /** Failing enrollments per field name. */
  fields: Record<string, number>;
  /** The failing enrollments (ids) and their fields, at most 100. */
  enrollments: { enrollment_id: string; fields: string[] }[];
  truncated: boolean;
  /**
   * When the content retires a new tab: how many open enrollments of the scope keep it (they
   * started with it or saved it, so their pins hold a version that has it); new ones will not see it.
   */
  retires?: { tab: string; kept_by: number };
};

/** Counts one checked enrollment and, when `failed` names fields, its failure. */
export function countChecked(answer: DryRunAnswer, enrollmentId: string, failed: readonly string[]): void {
  answer.checked += 1;
  if (failed.length === 0) return;
  answer.failing += 1;
  for (const field of failed) answer.fields[field] = (answer.fields[field] ?? 0) + 1;
  if (answer.enrollments.length < 100) answer.enrollments.push({ enrollment_id: enrollmentId, fields: [...failed] });
}

/**
 * What a dry run builds per chain of scopes (enrollments of one portal and group share one form
 * or one question set), built once per chain: `build` takes the chain and the portal and group.
 */
export function perChain<T>(build: (chain: ScopeRef[], portalId: number, groupId: number | null) => Promise<T>) {
  const kept = new Map<string, Promise<T>>();
  return (portalId: number, groupId: number | null): Promise<T> => {
    const chain = scopeChain(portalId, groupId);
    const key = chainKey(chain);
    let built = kept.get(key);
    if (!built) {
      built = build(chain, portalId, groupId);
      kept.set(key, built);
    }
    return built;
  };
}
