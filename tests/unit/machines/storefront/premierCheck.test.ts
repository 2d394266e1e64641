/**
 * The premier-carrier check's rule (machines/storefront/premierCheck.ts): the four answers read in
 * the spec's order of the calls (storefront.md section 7), the first unsettled one deciding.
 */
import { describe, expect, it } from 'vitest';
import { premierStep, type PremierCheckAnswers } from '../../../../machines/storefront/premierCheck';

const SETTLED: PremierCheckAnswers = {
  plan: { status: true, depdob: false }, carrier: { status: true, message: '' },
  disability: { status: true, complete: true }, answered: { status: true },
};

describe('premierStep', () => {
  it.each([
    ['a plan of no premier carrier takes the ordinary add, whatever else', { plan: { status: false, depdob: true }, answered: { status: false } }, { step: 'notPremier' }],
    ['a closed carrier refuses before anything is asked', { carrier: { status: false, message: 'Closed.' }, plan: { status: true, depdob: true } }, { step: 'closed', message: 'Closed.' }],
    ["the dependents' dates of birth come before the income", { plan: { status: true, depdob: true }, disability: { status: true, complete: false } }, { step: 'dependents' }],
    ['the income and hours come before the answers', { disability: { status: true, complete: false }, answered: { status: false } }, { step: 'income' }],
    ['an incomplete income counts only for a disability plan', { disability: { status: false, complete: false } }, { step: 'add' }],
    ['prior answers required', { answered: { status: false } }, { step: 'answers' }],
    ['a carrier without a status key is not asked', { carrier: null }, { step: 'add' }],
    ['everything settled: the add', {}, { step: 'add' }],
  ] as const)('%s', (_name, change, expected) => {
    expect(premierStep({ ...SETTLED, ...change })).toEqual(expected);
  });
});
