import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../schemas/catalog';
import { catalogOf } from '../../../schemas/forms/customTabs';
import { formMessageKeys, messageKeyWords, SITE_MESSAGE_KEYS, WIZARD_MESSAGE_KEYS } from '../../../schemas/forms/formMessages';
import { isMessagesForm } from '../../../schemas/forms/messagesForms';
import { MESSAGES } from '../../../schemas/messages';

describe('the messages a form can say', () => {
  it('come from its catalog: the fields\' own messages, their formats\' and the engine\'s defaults, then its rules\'', () => {
    const personal = formMessageKeys('primary_info', CATALOG.primary_info);
    expect(personal[0]).toBe('required');
    // First name's pattern message is the text of MESSAGES.firstName: found back by its text.
    expect(CATALOG.primary_info.first_name.messages?.pattern).toBe(MESSAGES.firstName);
    expect(personal).toEqual(expect.arrayContaining(['firstName', 'choice', 'text']));
    expect(formMessageKeys('beneficiary_info', CATALOG.beneficiary_info)).toEqual(expect.arrayContaining(['beneficiaryTotal', 'beneficiaryMax']));
    expect(formMessageKeys('agreement_info', catalogOf('agreement_info'))).toEqual(expect.arrayContaining(['required', 'signatureRequired', 'typedNameMismatch']));
    // Every key is the catalog's, each once.
    for (const form of ['primary_info', 'contact_info', 'billing_info', 'dependent_info', 'primary_health_info', 'quote', 'tier'] as const) {
      const keys = formMessageKeys(form, catalogOf(form));
      expect(keys.every((key) => Object.hasOwn(MESSAGES, key))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('of a form of messages only are its registered ones', () => {
    expect(isMessagesForm('storefront_messages')).toBe(true);
    expect(isMessagesForm('wizard_messages')).toBe(true);
    expect(isMessagesForm('primary_info')).toBe(false);
    expect(formMessageKeys('storefront_messages', {})).toEqual([...SITE_MESSAGE_KEYS]);
    expect(formMessageKeys('wizard_messages', {})).toEqual([...WIZARD_MESSAGE_KEYS]);
    expect(WIZARD_MESSAGE_KEYS).toEqual(expect.arrayContaining(['saveLaterPrompt', 'sessionWarningTitle', 'receiptMailed']));
    for (const key of [...SITE_MESSAGE_KEYS, ...WIZARD_MESSAGE_KEYS]) expect(Object.hasOwn(MESSAGES, key)).toBe(true);
    expect(SITE_MESSAGE_KEYS).toEqual(expect.arrayContaining(['cartEmpty', 'cartRemoveConfirm']));
  });

  it('are named in plain words', () => {
    expect(messageKeyWords('cartRemoveConfirm')).toBe('Cart remove confirm');
    expect(messageKeyWords('required')).toBe('Required');
    expect(messageKeyWords('dependentL713')).toBe('Dependent l713');
  });
});
