import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { RootObjectField } from './fields/RootObjectField';
import type { WidgetName } from '../../schemas/catalog';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { DescriptionFieldTemplate, Nothing, TitleFieldTemplate } from './templates/minorTemplates';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { AccountNumberWidget } from './widgets/AccountNumberWidget';
import { BillDateWidget } from './widgets/BillDateWidget';
import { CardNumberWidget } from './widgets/CardNumberWidget';
import { ExistingAccountWidget } from './widgets/ExistingAccountWidget';
import { ExpiryMonthWidget } from './widgets/ExpiryMonthWidget';
import { ExpiryYearWidget } from './widgets/ExpiryYearWidget';
import { PaymentTypeWidget } from './widgets/PaymentTypeWidget';
import { RoutingNumberWidget } from './widgets/RoutingNumberWidget';
import { SecurityCodeWidget } from './widgets/SecurityCodeWidget';
import { YesNoCheckboxWidget } from './widgets/YesNoCheckboxWidget';
import { CheckboxGroupWidget } from './widgets/CheckboxGroupWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { DateWidget } from './widgets/DateWidget';
import { EmailWidget } from './widgets/EmailWidget';
import { HeightFeetWidget } from './widgets/HeightFeetWidget';
import { HeightInchWidget } from './widgets/HeightInchWidget';
import { HiddenWidget } from './widgets/HiddenWidget';
import { NameWidget } from './widgets/NameWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { PercentageWidget } from './widgets/PercentageWidget';
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
  percentage: PercentageWidget,
  number: NumberWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxGroup: CheckboxGroupWidget,
  paymentType: PaymentTypeWidget,
  billDate: BillDateWidget,
  existingAccount: ExistingAccountWidget,
  routingNumber: RoutingNumberWidget,
  accountNumber: AccountNumberWidget,
  cardNumber: CardNumberWidget,
  securityCode: SecurityCodeWidget,
  expiryMonth: ExpiryMonthWidget,
  expiryYear: ExpiryYearWidget,
  yesNoCheckbox: YesNoCheckboxWidget,
  hidden: HiddenWidget,
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
/** RJSF's fields with the root's changes reported whole (fields/RootObjectField.tsx: a fixed list's rows survive every edit). */
export const fields: RegistryFieldsType = { ObjectField: RootObjectField };

export const registry = { widgets: { ...fallbackWidgets, ...widgets } as RegistryWidgetsType, templates, fields } as const;
