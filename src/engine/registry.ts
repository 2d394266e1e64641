import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { WidgetName } from '../../schemas/catalog';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { DescriptionFieldTemplate, Nothing, TitleFieldTemplate } from './templates/minorTemplates';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { CheckboxGroupWidget } from './widgets/CheckboxGroupWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { DateWidget } from './widgets/DateWidget';
import { EmailWidget } from './widgets/EmailWidget';
import { HeightFeetWidget } from './widgets/HeightFeetWidget';
import { HeightInchWidget } from './widgets/HeightInchWidget';
import { NameWidget } from './widgets/NameWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { PhoneWidget } from './widgets/PhoneWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { SsnWidget } from './widgets/SsnWidget';
import { StateWidget } from './widgets/StateWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';
import { WeightWidget } from './widgets/WeightWidget';
import { ZipWidget } from './widgets/ZipWidget';

/** Every catalog widget name -> its component (a uiSchema's 'ui:widget' picks one; groups and lists are templates). */
export const widgets: Record<Exclude<WidgetName, 'group' | 'list'>, RegistryWidgetsType[string]> = {
  name: NameWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  ssn: SsnWidget,
  zip: ZipWidget,
  state: StateWidget,
  date: DateWidget,
  heightFeet: HeightFeetWidget,
  heightInch: HeightInchWidget,
  weight: WeightWidget,
  number: NumberWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxGroup: CheckboxGroupWidget,
};

/**
 * RJSF's own widget keys, used when a schema arrives without 'ui:widget' (a field the server
 * hints at loosely): they get our look too, never RJSF's unstyled defaults.
 */
const fallbackWidgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxesWidget: CheckboxGroupWidget,
};

/** Our templates over RJSF's defaults; RJSF's own widgets that fall back to BaseInputTemplate get ours too. */
export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates: Partial<TemplatesType['ButtonTemplates']> } = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};

/** The engine's theme: one registry object of widgets and templates, passed to RJSF's Form. */
export const registry = { widgets: { ...fallbackWidgets, ...widgets } as RegistryWidgetsType, templates } as const;
