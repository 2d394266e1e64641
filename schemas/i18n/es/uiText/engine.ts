/** The form engine's texts in Spanish (issue 18): schemas/uiText/engine.ts. Dates keep the order MM/DD/YYYY in both languages; Spanish names the year AAAA (año). */
import type { Translation } from '../../localizable';
import type { ENGINE_TEXT } from '../../../uiText/engine';

export const ENGINE_TEXT_ES: Translation<typeof ENGINE_TEXT> = {
  arrayFieldTemplate: {
    remove: 'Quitar',
    add: 'Agregar',
    item: 'Elemento',
  },
  dateWidget: {
    mmDdYyyy: 'MM/DD/AAAA',
  },
};
