/** FilledText (src/shared/text): a catalog sentence with markup in its placeholders reads as one sentence. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilledText } from '../../../src/shared/text/FilledText';

afterEach(cleanup);

describe('FilledText', () => {
  it('puts each node in its placeholder and keeps the words around it', () => {
    const { container } = render(<p><FilledText text="Enroll {name} for the tier you choose." values={{ name: <strong>Jordan Lee</strong> }} /></p>);
    expect(container.textContent).toBe('Enroll Jordan Lee for the tier you choose.');
    expect(screen.getByText('Jordan Lee').tagName).toBe('STRONG');
  });
});
