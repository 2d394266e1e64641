import { describe, expect, it } from 'vitest';
import {
  agreementDraft, agreementPayload, showsSignature, typedNameError, verificationMode, type AgreementField,
} from '../../../domain/agreementRules';
import { MESSAGES } from '../../../schemas/messages';

const f = (field_name: string, required: boolean, read_only = true, value: unknown = ''): AgreementField => ({ field_name, required, read_only, value });

describe('verification mode', () => {
  it('is chosen by required fields in the priority broker, group, applicant, then signature', () => {
    const all = [f('agent_code', true), f('group_name', true), f('user_name', true), f('signature', true, false)];
    expect(verificationMode(all)).toBe('rep');
    expect(verificationMode(all.slice(1))).toBe('group');
    expect(verificationMode(all.slice(2))).toBe('applicant');
    expect(verificationMode(all.slice(3))).toBe('sigapplicant');
    // Shown but not required: the field does not choose the mode.
    expect(verificationMode([f('agent_name', false), f('group_code', false), f('user_name', false)])).toBe('sigapplicant');
    expect(verificationMode([])).toBe('sigapplicant');
  });

  it('shows the signature where it applies, or where the server defines one (optional then)', () => {
    expect(showsSignature('sigapplicant', [])).toBe(true);
    expect(showsSignature('rep', [f('agent_name', true)])).toBe(false);
    expect(showsSignature('rep', [f('agent_name', true), f('signature', false, false)])).toBe(true);
  });
});

describe('typed signature', () => {
  it("must be a name and, when the applicant's name is shown, that name", () => {
    expect(typedNameError('  ', 'Dana Ellis')).toBe(MESSAGES.signatureRequired);
    expect(typedNameError('1234', '')).toBe(MESSAGES.typedNameInvalid);
    expect(typedNameError('Dana Smith', 'Dana Ellis')).toBe(MESSAGES.typedNameMismatch);
    expect(typedNameError(' DANA   ellis. ', 'Dana Ellis')).toBeNull();
    expect(typedNameError("Robin O'Neil-Park", '')).toBeNull();
  });
});

describe('payloads', () => {
  const state = {
    agreementIds: [3, 1, 2], accepted: [2, 3], values: { answer: ' 01/20/1979 ' },
    fields: [f('user_name', true, true, 'Dana Ellis'), f('question_id', false, true, '1'), f('answer', true, false), f('date', false, true, ''), f('signature', true, false)],
    signature: { kind: 'drawn', dataUrl: 'data:image/png;base64,AAAA' } as const,
  };

  it('a save carries the checked agreements in display order, the filled fields and the signature; empty fields are left out', () => {
    expect(agreementPayload(state, { eprocess: 'applicant', hash: 'h' })).toEqual({
      eprocess: 'applicant', accepted_agreements: [3, 2], agreement_hash: 'h',
      user_name: 'Dana Ellis', question_id: '1', answer: '01/20/1979', signature: 'data:image/png;base64,AAAA',
    });
    expect(agreementPayload({ ...state, signature: { kind: 'typed', name: ' Dana Ellis ' } }, { eprocess: null, hash: 'h' }))
      .toMatchObject({ typed_signature: 'Dana Ellis' });
  });

  it('a draft keeps the checked agreements and typed answers, never a signature or a read-only value', () => {
    expect(agreementDraft(state, 'h')).toEqual({ accepted_agreements: [3, 2], agreement_hash: 'h', answer: '01/20/1979' });
  });
});
