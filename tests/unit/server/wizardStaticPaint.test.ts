/**
 * Issue 17: the static first paint of a resumed wizard screen (server/services/wizardStaticPaint.ts)
 * says the heading the step will show, as nav_array titles it (domain/navArray.ts, which the step uses too).
 */
import { describe, expect, it } from 'vitest';
import { buildNavArray, retitledAs } from '../../../machines/wizardNavigation';
import type { DynamicTab } from '../../../schemas/api/types';
import { wizardStaticPaint } from '../../../server/services/wizardStaticPaint';

const headingIn = (markup: string) => /<h1 class="wizard__heading">([^<]*)<\/h1>/.exec(markup)?.[1];

describe("a wizard screen's static first paint", () => {
  it("titles the screen as the step does: a form definition's title of its first required entry, else the spec's", () => {
    const result: DynamicTab[] = [
      { tab_name: 'primary_info', title: 'Not listed', order: 0, required: false },
      { tab_name: 'primary_info', title: 'About you', order: 2, required: true },
      { tab_name: 'primary_info', title: 'Later copy', order: 5, required: true },
      { tab_name: 'billing_info', order: 9, required: true },
    ] as DynamicTab[];
    expect(headingIn(wizardStaticPaint({ screen: 'primary_info', tabs: { result } }))).toBe('About you');
    expect(retitledAs(buildNavArray(result), 'primary_info')).toBe('About you');
    expect(headingIn(wizardStaticPaint({ screen: 'billing_info', tabs: { result } }))).toBe('Billing Information');
    expect(headingIn(wizardStaticPaint({ screen: 'dependent_info' }))).toBe('Dependent Information');
  });

  it('writes what it is given as text', () => {
    const markup = wizardStaticPaint({ screen: 'dependent_info', disclaimer: '<b>Only</b> eligible & true' });
    expect(markup).toContain('<p>&lt;b&gt;Only&lt;/b&gt; eligible &amp; true</p>');
  });
});
