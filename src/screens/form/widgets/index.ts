import type { FieldKind } from '../model/fieldKinds';
import { ChoicesWidget } from './ChoicesWidget';
import { ColorWidget } from './ColorWidget';
import { ImagesWidget } from './ImagesWidget';
import { ImageWidget } from './ImageWidget';
import { JsonTextWidget } from './JsonTextWidget';
import { JsonWidget } from './JsonWidget';
import { LazyDateTimeWidget, LazyDateWidget, LazyHtmlWidget, LazyRichTextWidget } from './LazyWidgets';
import { MoneyWidget } from './MoneyWidget';
import { NumberWidget } from './NumberWidget';
import { ObjectWidget } from './ObjectWidget';
import { PasswordWidget } from './PasswordWidget';
import { ReferencesWidget } from './ReferencesWidget';
import { ReferenceWidget } from './ReferenceWidget';
import { RowsWidget } from './RowsWidget';
import { SelectWidget } from './SelectWidget';
import { SlugWidget } from './SlugWidget';
import { SwitchWidget } from './SwitchWidget';
import { EmailWidget, TextareaWidget, TextWidget, UrlWidget } from './TextWidgets';
import type { WidgetComponent } from './types';

export type { FieldProps, WidgetComponent, WidgetProps } from './types';

/**
 * The widget of every kind of field: each of the registry's widgets (so that a new one does not
 * compile without its component) and the kinds the field's type refines them into.
 */
export const widgets: { readonly [K in FieldKind]: WidgetComponent } = {
  text: TextWidget,
  textarea: TextareaWidget,
  richtext: LazyRichTextWidget,
  money: MoneyWidget,
  slug: SlugWidget,
  image: ImageWidget,
  images: ImagesWidget,
  color: ColorWidget,
  switch: SwitchWidget,
  select: SelectWidget,
  date: LazyDateWidget,
  datetime: LazyDateTimeWidget,
  url: UrlWidget,
  email: EmailWidget,
  password: PasswordWidget,
  reference: ReferenceWidget,
  json: JsonWidget,
  jsontext: JsonTextWidget,
  html: LazyHtmlWidget,
  number: NumberWidget,
  integer: NumberWidget,
  rows: RowsWidget,
  object: ObjectWidget,
  references: ReferencesWidget,
  choices: ChoicesWidget,
};

/** A widget for one field of one resource (`<resource>.<field path>`, e.g. `tickets/events.description`). */
export type FieldOverrideKey = `${string}/${string}.${string}`;

/** Widgets chosen for single fields, before the table: none so far. */
export const fieldOverrides: Readonly<Partial<Record<FieldOverrideKey, WidgetComponent>>> = {};

export const overrideKey = (resourceName: string, schemaPath: string) =>
  `${resourceName}.${schemaPath}` as FieldOverrideKey;
