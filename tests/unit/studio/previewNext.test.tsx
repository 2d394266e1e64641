import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resolveForm } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { Preview } from '../../../src/studio/preview/Preview';

// The server's answers: no personas, and the field errors of …/draft/validate as the test sets them.
const validate = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<FieldError[]>>());
vi.mock('../../../src/api/adminValidatePreview', () => ({ adminValidatePreview: validate }));
vi.mock('../../../src/api/adminPersonas', () => ({ adminPersonas: async () => [] }));

const TARGET = { form: 'contact_info', scope: 'group', scopeId: 2001 } as const;
/** An unsaved layer adding a required field. */
const CONTENT: FormLayer = { fields: { badge_number: { widget: 'text', label: 'Badge number', required: true } } };
const RESOLVED = resolveForm(CATALOG.contact_info, [{ layer: 'group', content: CONTENT }]);

describe("the preview's Next on the layer as edited (saved or not)", () => {
  it("shows the server's message at the field the unsaved layer added, and the pass note once the values pass", async () => {
    const user = userEvent.setup();
    validate.mockResolvedValueOnce([{ target_element: 'badge_number', error_message: MESSAGES.required }]);
    render(<Preview formName="contact_info" target={TARGET} resolved={RESOLVED} content={CONTENT} />);
    // The blocks are one form's rendering, judged together by Next: none is a form element of its own
    // (Chromium scanned each of the ~100 after every edit of a text field: docs/benchmarks.md).
    expect(screen.getByTestId('studio-preview').querySelector('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.previewNext }));

    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(validate).toHaveBeenCalledWith(TARGET, CONTENT, expect.any(Object));
    await waitFor(() => expect(document.activeElement?.id).toContain('badge_number'));

    validate.mockResolvedValueOnce([]);
    await user.type(screen.getByRole('textbox', { name: /Badge number/ }), 'B-7');
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findByText(T.previewValid)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    expect(validate).toHaveBeenLastCalledWith(TARGET, CONTENT, expect.objectContaining({ badge_number: 'B-7' }));
  });
});
