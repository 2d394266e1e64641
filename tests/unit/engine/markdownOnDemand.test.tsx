/**
 * markdown-to-jsx as the built app has it (vite.config.ts hands RJSF src/engine/markdownOnDemand):
 * the same Markdown, loaded the first time one renders; its text shows as is until then.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/engine/markdownOnDemand';

describe('Markdown on demand', () => {
  it('renders the markdown as markdown-to-jsx does once its code has loaded', async () => {
    render(<Markdown options={{ disableParsingRawHTML: true }}>{'Unsupported field schema: *unknown type*'}</Markdown>);
    expect((await screen.findByText('unknown type')).tagName).toBe('EM');
    expect(document.body.textContent).toBe('Unsupported field schema: unknown type');
  });
});
