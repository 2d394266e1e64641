import { describe, expect, it } from 'vitest';
import {
  enrollerCodeBlock, firstBlock, isCodeMissing, needsContactCheck, retiredBlock, showsEnrollerButton,
} from '../../../domain/wizardRules';

describe('retired employer', () => {
  it("blocks with the spec's message for status R only", () => {
    expect(retiredBlock({ employment_status: 'R' })).toBe('You cannot proceed with retired employer');
    expect(retiredBlock({ employment_status: 'A' })).toBeNull();
    expect(retiredBlock({ employment_status: 'C' })).toBeNull();
    expect(retiredBlock({})).toBeNull();
  });
});

describe('enroller code', () => {
  const shown = (eprocess: string, required: boolean, serverShows = false) => showsEnrollerButton({ eprocess, required, serverShows });

  it("shows the button for reps, the groups requiring a code (check-enroll-code's required), or when the server says so", () => {
    expect(shown('rep', false)).toBe(true);
    expect(shown('group', true)).toBe(true);
    expect(shown('applicant', true)).toBe(true);
    expect(shown('applicant', false, true)).toBe(true);
    expect(shown('group', false)).toBe(false);
    expect(shown('applicant', false)).toBe(false);
  });

  it('blocks Next until a required code is saved', () => {
    expect(isCodeMissing({ required: true, saved: false })).toBe(true);
    expect(enrollerCodeBlock({ required: true, saved: false })).toBe('Enter Enroller Code');
    expect(enrollerCodeBlock({ required: true, saved: true })).toBeNull();
    expect(enrollerCodeBlock({ required: false, saved: false })).toBeNull();
  });
});

describe('combining block reasons', () => {
  it('reports the first rule that blocks', () => {
    expect(firstBlock(null, 'Enter Enroller Code', 'You cannot proceed with retired employer')).toBe('Enter Enroller Code');
    expect(firstBlock(null, null)).toBeNull();
  });
});

describe('existing-user contact check', () => {
  it('applies to the contact tab of existing users only', () => {
    expect(needsContactCheck('contact_info', 'existing-user')).toBe(true);
    expect(needsContactCheck('contact_info', 'existing-member')).toBe(false);
    expect(needsContactCheck('primary_info', 'existing-user')).toBe(false);
  });
});
