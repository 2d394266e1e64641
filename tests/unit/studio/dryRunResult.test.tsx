import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { DryRunResult } from '../../../src/studio/publish/DryRunResult';

describe('the dry run result', () => {
  it('says a retiring draft hides the tab from new enrollments and how many open ones keep it', () => {
    render(<DryRunResult dryRun={{ supported: true, checked: 2, failing: 0, fields: {}, retires: { tab: 'pet_questions', kept_by: 2 } }} />);
    expect(screen.getByText(`${T.dryRunRetires}:`, { exact: false }).textContent).toBe(`${T.dryRunRetires}: 2.`);
  });

  it('says nothing of retiring for any other draft', () => {
    render(<DryRunResult dryRun={{ supported: true, checked: 1, failing: 0, fields: {} }} />);
    expect(screen.queryByText(T.dryRunRetires, { exact: false })).toBeNull();
  });
});
