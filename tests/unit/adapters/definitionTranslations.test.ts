import { describe, expect, test } from 'vitest';
import {
  applyLayer, checkLayer, definitionsIn, diffLayers, mergeLayers, fieldDefinitions, formMessagesIn, layerTexts, missingTranslationErrors, missingTranslations, resolveForm,
  resolvedFieldIn, tabsIn,
} from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES } from '../../../schemas/studioMessages';
import { setProp, setTranslation } from '../../../machines/studio';

const catalog = CATALOG.contact_info;
const below = resolveForm(catalog, []);

/** A layer that sets a label, options, a help text, the tab's title and a message, every one translated. */
const translated: FormLayer = {
  tab: { title: 'Contact details' },
  fields: {
    contact_time: { widget: 'select', label: 'Best time to call', choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }], hidden: false },
    email_address: { help: 'We send your receipt here' },
  },
  messages: { required: 'Please answer this' },
  translations: {
    es: {
      tab: { title: 'Datos de contacto' },
      fields: {
        contact_time: { label: 'Mejor hora para llamar', choices: { am: 'Mañana', pm: 'Tarde' } },
        email_address: { help: 'Le enviamos su recibo aquí' },
      },
      messages: { required: 'Por favor, responda esto' },
    },
  },
};

const errorsOf = (layer: FormLayer) => Object.fromEntries(checkLayer(catalog, below, layer).map((e) => [e.target_element, e.error_message]));

describe('the texts a definition sets and their Spanish', () => {
  test('lists every text the layer sets, each with its place', () => {
    expect(layerTexts(translated).map((text) => [text.path, text.english])).toEqual([
      ['fields.contact_time.label', 'Best time to call'],
      ['fields.contact_time.choices.am', 'Morning'],
      ['fields.contact_time.choices.pm', 'Afternoon'],
      ['fields.email_address.help', 'We send your receipt here'],
      ['tab.title', 'Contact details'],
      ['messages.required', 'Please answer this'],
    ]);
  });

  test('a fully translated layer misses nothing and is valid', () => {
    expect(missingTranslations(translated)).toEqual([]);
    expect(errorsOf(translated)).toEqual({});
  });

  test('a layer stored before translations existed stays valid; publishing names each missing text', () => {
    const old: FormLayer = { ...translated, translations: undefined };
    expect(errorsOf(old)).toEqual({});
    expect(missingTranslationErrors(old).map((e) => [e.target_element, e.error_message])).toEqual([
      ['translations.es.fields.contact_time.label', STUDIO_MESSAGES.translationMissing.replace('{text}', 'Best time to call')],
      ['translations.es.fields.contact_time.choices.am', STUDIO_MESSAGES.translationMissing.replace('{text}', 'Morning')],
      ['translations.es.fields.contact_time.choices.pm', STUDIO_MESSAGES.translationMissing.replace('{text}', 'Afternoon')],
      ['translations.es.fields.email_address.help', STUDIO_MESSAGES.translationMissing.replace('{text}', 'We send your receipt here')],
      ['translations.es.tab.title', STUDIO_MESSAGES.translationMissing.replace('{text}', 'Contact details')],
      ['translations.es.messages.required', STUDIO_MESSAGES.translationMissing.replace('{text}', 'Please answer this')],
    ]);
  });

  test('flags only: nothing to translate', () => {
    expect(missingTranslations({ fields: { email_address: { required: true, hidden: false, order: 3 } } })).toEqual([]);
  });

  test('refuses translations of texts the layer does not set, other languages, empty, too long and unplain texts', () => {
    const layer: FormLayer = {
      ...translated,
      translations: {
        es: {
          fields: {
            contact_time: { label: '', choices: { am: 'Mañana', xx: 'Nada' } },
            email_address: { help: 'x'.repeat(501), placeholder: 'Correo' },
          },
          tab: { title: 'Datos de contacto' },
          messages: { required: 'Responda <b>esto</b>' },
        },
        fr: { tab: { title: 'Coordonnées' } },
      } as FormLayer['translations'],
    };
    expect(errorsOf(layer)).toEqual({
      'translations.es.fields.contact_time.label': STUDIO_MESSAGES.translationEmpty,
      'translations.es.fields.contact_time.choices.xx': STUDIO_MESSAGES.translationNotSet,
      'translations.es.fields.email_address.help': MESSAGES.formTextTooLong,
      'translations.es.fields.email_address.placeholder': STUDIO_MESSAGES.translationNotSet,
      'translations.es.messages.required': MESSAGES.formMessagePlainText,
      'translations.fr': STUDIO_MESSAGES.translationLanguage,
    });
  });

  test('a message keeps the placeholders of its English', () => {
    const layer: FormLayer = { fields: {}, messages: { beneficiaryTotal: 'Shares add up to {total}' }, translations: { es: { messages: { beneficiaryTotal: 'Las partes suman total' } } } };
    expect(Object.fromEntries(checkLayer(CATALOG.beneficiary_info, resolveForm(CATALOG.beneficiary_info, []), layer).map((e) => [e.target_element, e.error_message])))
      .toEqual({ 'translations.es.messages.beneficiaryTotal': MESSAGES.formMessagePlaceholders });
  });
});

describe('editing translations', () => {
  test('sets and removes one, dropping what becomes empty', () => {
    const place = { kind: 'field', field: 'email_address', prop: 'label' } as const;
    const one = setTranslation({ fields: { email_address: { label: 'E-mail address' } } }, 'es', place, 'Correo electrónico');
    expect(one.translations).toEqual({ es: { fields: { email_address: { label: 'Correo electrónico' } } } });
    expect(setTranslation(one, 'es', place, '').translations).toBeUndefined();
  });

  test('clearing an English text takes its Spanish with it; options keep the Spanish of the values still there', () => {
    const cleared = setProp(translated, 'email_address', 'help', undefined);
    expect(cleared.translations?.es?.fields?.email_address).toBeUndefined();
    const fewer = setProp(translated, 'contact_time', 'choices', [{ value: 'am', label: 'Morning' }]);
    expect(fewer.translations?.es?.fields?.contact_time?.choices).toEqual({ am: 'Mañana' });
    expect(errorsOf(fewer)).toEqual({});
  });
});

describe('two people translating one draft', () => {
  const base: FormLayer = { ...translated, translations: undefined };
  const place = { kind: 'field', field: 'contact_time', prop: 'label' } as const;
  const tab = { kind: 'tab' } as const;

  test('merges their translations text by text, and names a text both translated differently', () => {
    const theirs = setTranslation(base, 'es', place, 'Mejor hora para llamar');
    const mine = setTranslation(base, 'es', tab, 'Datos de contacto');
    expect(mergeLayers(base, theirs, mine).merged?.translations).toEqual({ es: { fields: { contact_time: { label: 'Mejor hora para llamar' } }, tab: { title: 'Datos de contacto' } } });
    const clash = mergeLayers(base, theirs, setTranslation(base, 'es', place, 'Hora preferida'));
    expect(clash.merged).toBeNull();
    expect(clash.conflicts).toEqual([{ kind: 'translation', prop: 'es.fields.contact_time.label', base: null, theirs: 'Mejor hora para llamar', mine: 'Hora preferida' }]);
  });

  test('the audit\'s diff lists each translation changed', () => {
    expect(diffLayers(base, setTranslation(base, 'es', tab, 'Datos de contacto'))).toEqual([
      { kind: 'translation', prop: 'es.tab.title', before: null, after: 'Datos de contacto' },
    ]);
  });
});

describe('translations through the layers and to the page', () => {
  const portal = applyLayer(catalog, below, { layer: 'portal', content: translated });

  test('the resolved form keeps each text\'s Spanish; a layer above that changes the English drops it', () => {
    expect(portal.fields.find((f) => f.name === 'contact_time')?.translated?.es).toEqual({ label: 'Mejor hora para llamar', choices: { am: 'Mañana', pm: 'Tarde' } });
    expect(portal.tabTranslated?.es?.title).toBe('Datos de contacto');
    expect(portal.messagesTranslated?.es?.required).toBe('Por favor, responda esto');
    const group = applyLayer(catalog, portal, { layer: 'group', content: { fields: { contact_time: { label: 'When to call' }, email_address: { required: true } }, tab: { title: 'Contact' } } });
    expect(group.fields.find((f) => f.name === 'contact_time')?.translated?.es).toEqual({ choices: { am: 'Mañana', pm: 'Tarde' } });
    expect(group.fields.find((f) => f.name === 'email_address')?.translated?.es).toEqual({ help: 'Le enviamos su recibo aquí' });
    expect(group.tabTranslated?.es).toBeUndefined();
  });

  test('a field definition carries both languages; the page builds from the one it shows', () => {
    const defs = fieldDefinitions(catalog, portal);
    const time = defs.find((d) => d.field_name === 'contact_time');
    expect(time?.schema?.translations?.es).toEqual({ title: 'Mejor hora para llamar', choices: { am: 'Mañana', pm: 'Tarde' } });
    const spanish = definitionsIn(defs, 'es').find((d) => d.field_name === 'contact_time')?.schema;
    expect(spanish?.title).toBe('Mejor hora para llamar');
    expect(spanish?.choices).toEqual([{ value: 'am', label: 'Mañana' }, { value: 'pm', label: 'Tarde' }]);
    expect(spanish?.translations).toBeUndefined();
    const english = definitionsIn(defs, 'en').find((d) => d.field_name === 'contact_time')?.schema;
    expect(english?.title).toBe('Best time to call');
    expect(english?.translations).toBeUndefined();
    // A form nobody translated answers the same array, so memoized forms stay.
    const plain = fieldDefinitions(catalog, below);
    expect(definitionsIn(plain, 'es')).toBe(plain);
  });

  test('messages and tab titles in the language shown', () => {
    expect(formMessagesIn({ required: 'Please answer this' }, { es: { required: 'Por favor, responda esto' } }, 'es')).toEqual({ required: 'Por favor, responda esto' });
    expect(formMessagesIn({ required: 'Please answer this' }, { es: { required: 'Por favor, responda esto' } }, 'en')).toEqual({ required: 'Please answer this' });
    expect(tabsIn([{ title: 'Contact details', title_translations: { es: 'Datos de contacto' } }], 'es')[0].title).toBe('Datos de contacto');
  });

  test('the preview\'s field in Spanish: the definition\'s Spanish, else the catalog\'s dictionary', () => {
    const field = portal.fields.find((f) => f.name === 'contact_time')!;
    const shown = resolvedFieldIn(field, 'es', (text) => `[${text}]`);
    expect(shown.props.label).toBe('Mejor hora para llamar');
    expect(resolvedFieldIn(portal.fields.find((f) => f.name === 'email_address')!, 'es', (text) => `[${text}]`).props.label).toMatch(/^\[.+\]$/);
  });
});
