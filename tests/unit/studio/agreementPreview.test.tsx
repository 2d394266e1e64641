import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveForm } from '../../../adapters';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { agreementField, agreementLayerCatalog, agreementTextsLayer } from '../../../schemas/forms/agreementForm';
import type { FormLayer } from '../../../schemas/forms/definition';
import { Preview } from '../../../src/studio/preview/Preview';

vi.mock('../../../src/api/adminPersonas', () => ({ adminPersonas: async () => [] }));
vi.mock('../../../src/api/adminPreviewDraft', () => ({ adminPreviewDraft: () => new Promise(() => {}) }));

const TARGET = { form: 'agreement_info', scope: 'group', scopeId: 2001 } as const;
/** Portal 12's agreements as the server seeds them under the scopes (ids 7, 8 and 9). */
const TEXTS = DEMO_AGREEMENT_TEXTS[12].map((text, index) => ({ id: 7 + index, ...text }));
/** A group's draft: the first agreement reworded, the second hidden, the verification answer shown and required. */
const CONTENT: FormLayer = {
  fields: {
    [agreementField(7)]: { label: 'I confirm that every answer I gave is true.' },
    [agreementField(8)]: { hidden: true },
    answer: { hidden: false, required: true },
  },
};
const RESOLVED = resolveForm(agreementLayerCatalog, [{ layer: 'default', content: agreementTextsLayer(TEXTS) }, { layer: 'group', content: CONTENT }]);

describe("the studio's preview of the agreement", () => {
  it('shows each agreement as its checkbox with the draft\'s words, under its heading with its text, and leaves out a hidden one', () => {
    render(<Preview formName="agreement_info" target={TARGET} resolved={RESOLVED} content={CONTENT} revision={3} dirty />);
    expect(screen.getByRole('checkbox', { name: /I confirm that every answer I gave is true\./ })).toBeTruthy();
    expect(screen.getByText(TEXTS[0].text_head)).toBeTruthy();
    expect(screen.getByText(TEXTS[0].text_body)).toBeTruthy();
    expect(screen.queryByText(TEXTS[1].text_head)).toBeNull();
    expect(screen.getByRole('checkbox', { name: new RegExp(TEXTS[2].text_required.replace(/[.]/g, '\\.')) })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Answer/ })).toBeTruthy();
  });
});
