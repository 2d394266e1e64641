/** The form engine's texts in Spanish (issue 18): schemas/uiText/engine.ts. The date stays MM/DD/YYYY in both languages. */
import type { Translation } from '../../localizable';
import type { ENGINE_TEXT } from '../../../uiText/engine';

export const ENGINE_TEXT_ES: Translation<typeof ENGINE_TEXT> = {
  arrayFieldTemplate: {
    remove: 'Quitar',
    add: 'Agregar',
    item: 'Elemento',
  },
  dateWidget: {
    mmDdYyyy: 'MM/DD/YYYY',
  },
};
