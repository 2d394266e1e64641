/**
 * The app's one message lookup (src/shared/text/messages.ts; issue 14 item 1): without overrides
 * every catalog message reads as the catalog's; with a site's overrides the overridden keys read as
 * the site's texts, a text that arrives as a text is rewritten by `say` (a filled-in template with
 * its values), other keys stay the catalog's; the same overrides again change nothing. A Spanish
 * page reads an override in its definition's Spanish, and the store's Spanish for one without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SPANISH } from '../../../schemas/i18n/es';
import { MESSAGES_ES } from '../../../schemas/i18n/es/messages';
import { addTranslations, showLanguage } from '../../../schemas/i18n/localizable';
import { MESSAGES as CATALOG } from '../../../schemas/messages';
import { formSays, message, MESSAGES, say, setSiteMessages, subscribeSiteMessages, withSiteMessages } from '../../../src/shared/text/messages';
import type { TabForm } from '../../../adapters';

afterEach(() => {
  setSiteMessages(undefined);
  showLanguage('en');
});

/** How many times the lookup told its subscribers of a change while `run` ran. */
function changesDuring(run: () => void): number {
  let count = 0;
  const stop = subscribeSiteMessages(() => { count += 1; });
  run();
  stop();
  return count;
}

describe('the message lookup', () => {
  it('reads every message as the catalog writes it when nothing is overridden', () => {
    for (const [key, text] of Object.entries(CATALOG)) expect(MESSAGES[key as keyof typeof CATALOG]).toBe(text);
    expect(say(CATALOG.cartEmpty)).toBe(CATALOG.cartEmpty);
  });

  it("reads a site's overridden messages as its texts and leaves the others", () => {
    setSiteMessages({ messages: { cartEmpty: 'Your basket is empty for now', cartRemoveConfirm: 'Take {plan} out of the basket?' } });
    expect(MESSAGES.cartEmpty).toBe('Your basket is empty for now');
    expect(MESSAGES.cartTitle).toBe(CATALOG.cartTitle);
    // A machine's or the server's text: matched by the catalog's text, a template with its values.
    expect(say(CATALOG.cartEmpty)).toBe('Your basket is empty for now');
    expect(say(CATALOG.cartRemoveConfirm.replace('{plan}', 'ClearView Vision'))).toBe('Take ClearView Vision out of the basket?');
    expect(say('Some text of no catalog')).toBe('Some text of no catalog');
    setSiteMessages(undefined);
    expect(MESSAGES.cartEmpty).toBe(CATALOG.cartEmpty);
  });

  it('takes the same overrides again without a change, and tells of a real one', () => {
    expect(changesDuring(() => setSiteMessages({ messages: { plansNone: 'Nothing matches your choices' } }))).toBe(1);
    expect(changesDuring(() => setSiteMessages({ messages: { plansNone: 'Nothing matches your choices' } }))).toBe(0);
    // None (an unchanged site's answer) is no change for a site that had none.
    expect(changesDuring(() => setSiteMessages({}))).toBe(1);
    expect(changesDuring(() => setSiteMessages(undefined))).toBe(0);
  });

  it("fills a template by its key, the site's override keeping the values where it puts them", () => {
    expect(message('enrollUnderRep', { name: 'Jordan Avery' })).toBe('Do you want to enroll under Rep Jordan Avery?');
    setSiteMessages({ messages: { enrollUnderRep: 'Shall {name} be your rep?' } });
    expect(message('enrollUnderRep', { name: 'Jordan Avery' })).toBe('Shall Jordan Avery be your rep?');
  });

  it("gives a storefront engine form the site's overrides under its own, as the server's 422 says them", () => {
    const form = { name: 'access_code', fields: [], messages: { invalidRepAccessCode: 'Unknown on this form' } } as unknown as TabForm;
    // No site overrides: the very same form.
    expect(withSiteMessages(form)).toBe(form);
    setSiteMessages({ messages: { required: 'Please fill this in', invalidRepAccessCode: 'Unknown on this site' } });
    const site = withSiteMessages(form);
    expect(site.messages).toEqual({ required: 'Please fill this in', invalidRepAccessCode: 'Unknown on this form' });
    expect(withSiteMessages(form)).toBe(site);
    expect(formSays(site, CATALOG.invalidRepAccessCode)).toBe('Unknown on this form');
    expect(formSays(site, CATALOG.required)).toBe('Please fill this in');
    expect(formSays(site, CATALOG.choosePlatform)).toBe(CATALOG.choosePlatform);
  });
});

describe('the message lookup on a Spanish page', () => {
  /** A site's overrides: the cart's with its definition's Spanish, the plans' from a version published before Spanish was asked. */
  const SITE = {
    messages: { cartEmpty: 'Your basket is empty for now', cartRemoveConfirm: 'Take {plan} out of the basket?', plansNone: 'Nothing matches your choices' },
    message_translations: { es: { cartEmpty: 'Su canasta está vacía por ahora', cartRemoveConfirm: '¿Quitar {plan} de la canasta?' } },
  };

  it("reads an override in its definition's Spanish, and the store's own Spanish where it has none, never the English", () => {
    addTranslations('es', SPANISH.tables, SPANISH.dictionary);
    setSiteMessages(SITE);
    showLanguage('es');
    expect(MESSAGES.cartEmpty).toBe('Su canasta está vacía por ahora');
    expect(say(CATALOG.cartRemoveConfirm.replace('{plan}', 'ClearView Vision'))).toBe('¿Quitar ClearView Vision de la canasta?');
    expect(message('cartRemoveConfirm', { plan: 'ClearView Vision' })).toBe('¿Quitar ClearView Vision de la canasta?');
    expect(MESSAGES.plansNone).toBe(MESSAGES_ES.plansNone);
    expect(MESSAGES.cartTitle).toBe(MESSAGES_ES.cartTitle);
    // The switch back needs no new read: the same overrides answer in English.
    showLanguage('en');
    expect(MESSAGES.cartEmpty).toBe('Your basket is empty for now');
    expect(MESSAGES.plansNone).toBe('Nothing matches your choices');
  });

  it('tells of a change of the translations alone', () => {
    setSiteMessages({ messages: SITE.messages });
    expect(changesDuring(() => setSiteMessages(SITE))).toBe(1);
    expect(changesDuring(() => setSiteMessages(SITE))).toBe(0);
  });
});
