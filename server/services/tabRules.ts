/**
 * Rules of a tab beyond its fields' formats, checked on a full save (Next) after the adapters'
 * validation: retired employer, member e-mail/phone uniqueness, USPS address check, and the
 * enroller-code gate that keeps the groups requiring a code (groups.requires_enroller_code: 2556
 * and 2512 in the demo world) on personal info until a code is saved. The
 * rules themselves are the pure ones of domain/wizardRules, which the browser applies too.
 */
import type { Kysely } from 'kysely';
import type { FormValues } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import type { FormTab } from '../../schemas/tabs';
import { enrollerCodeBlock, isExistingUser, retiredBlock } from '../../domain/wizardRules';
import type { Enrollment } from '../db/queries/enrollments';
import { groupRequiresEnrollerCode, memberEmailTaken, memberPhoneTaken } from '../db/queries/reference';
import type { Database } from '../db/types';
import { fieldError, unprocessable } from '../http';
import type { Services } from './index';
import { refuses } from './validators';

export interface RuleContext {
  db: Kysely<Database>;
  services: Services;
  enrollment: Enrollment;
  values: FormValues;
  /** Targets that already failed validation: a rule does not pile a second message on them. */
  failed: ReadonlySet<string>;
}

type TabRule = (context: RuleContext) => Promise<FieldError[]>;

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

const retiredEmployer: TabRule = async ({ values }) => {
  const reason = retiredBlock(values);
  return reason ? [fieldError('employment_status', reason)] : [];
};

/** 'existing-user' enrollments re-enroll a member, whose own e-mail and phone are on file. */
const uniqueContact: TabRule = async ({ db, enrollment, values, failed }) => {
  if (isExistingUser(enrollment.type)) return [];
  const errors: FieldError[] = [];
  const email = text(values, 'email_address');
  const phone = text(values, 'phone_number');
  if (email && !failed.has('email_address') && await memberEmailTaken(db, email, enrollment.member_id)) {
    errors.push(fieldError('email_address', MESSAGES.emailExists));
  }
  if (phone && !failed.has('phone_number') && await memberPhoneTaken(db, phone, enrollment.member_id)) {
    errors.push(fieldError('phone_number', MESSAGES.phoneExists));
  }
  return errors;
};

/** with_validation = 1 asks the address validator (USPS) to confirm the address; an unavailable one lets it pass. */
const uspsAddress: TabRule = async ({ services, values, failed }) => {
  if (text(values, 'with_validation') !== '1' || ['address1', 'address2', 'city', 'state', 'zip'].some((name) => failed.has(name))) return [];
  const address = {
    address1: text(values, 'address1'), address2: text(values, 'address2'), city: text(values, 'city'), state: text(values, 'state'), zip: text(values, 'zip'),
  };
  return refuses(await services.validators.address(address)) ? [fieldError('address1', MESSAGES.addressInvalid)] : [];
};

/** The rules each tab checks on a full save. */
export const TAB_RULES: Record<FormTab, TabRule[]> = {
  primary_info: [],
  contact_info: [uniqueContact, uspsAddress],
  employer_info: [retiredEmployer, uspsAddress],
};

/** Whether the enrollment's group requires an enroller code (data of the group: groups.requires_enroller_code). */
export function enrollerCodeRequired(db: Kysely<Database>, enrollment: Enrollment): Promise<boolean> {
  return groupRequiresEnrollerCode(db, enrollment.group_id);
}

/** Throws 422 on enrollerCode while a required code is missing (the client blocks Next too). */
export async function assertEnrollerCodeSaved(db: Kysely<Database>, enrollment: Enrollment): Promise<void> {
  const saved = Boolean(enrollment.enroller_code);
  // A saved code satisfies any group: only an enrollment without one asks about its group.
  const reason = enrollerCodeBlock({ required: !saved && await enrollerCodeRequired(db, enrollment), saved });
  if (reason) unprocessable([fieldError('enrollerCode', reason)]);
}
