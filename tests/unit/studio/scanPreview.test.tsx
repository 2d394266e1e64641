/** Check's accessibility scan of the preview: axe's serious and critical violations, one problem per rule. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { scanPreview } from '../../../src/studio/preview/scanPreview';

describe("Check's accessibility scan of the preview", () => {
  it('lists an input with no name as a problem of the preview, and nothing for a labelled one', async () => {
    const { container, rerender } = render(<div data-testid="studio-preview"><input type="text" /><input type="checkbox" /></div>);
    const problems = await scanPreview(container.firstElementChild);
    expect(problems).toContainEqual({ target_element: 'preview.label', error_message: expect.stringMatching(new RegExp(`^${T.checkA11y}: .*\\(2\\)$`)) });

    rerender(<div data-testid="studio-preview"><label htmlFor="a">Badge number</label><input id="a" type="text" /></div>);
    expect(await scanPreview(container.firstElementChild)).toEqual([]);
  });

  it('scans nothing when no preview is shown', async () => {
    expect(await scanPreview(null)).toEqual([]);
  });
});
