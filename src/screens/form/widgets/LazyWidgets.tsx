import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps } from './types';

// Large widgets load only for forms that have such fields: the editor for formatted text, the
// date pickers for dates, HTML with its preview.
const RichTextEditor = lazy(() => import('./RichTextWidget'));
const HtmlEditor = lazy(() => import('./HtmlWidget'));
const DatePicker = lazy(() => import('./DateWidget'));
const DateTimePicker = lazy(() => import('./DateTimeWidget'));

function loading(Widget: LazyExoticComponent<ComponentType<WidgetProps>>, height: number) {
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

export const LazyRichTextWidget = loading(RichTextEditor, 180);
export const LazyDateWidget = loading(DatePicker, 56);
export const LazyDateTimeWidget = loading(DateTimePicker, 56);
export const LazyHtmlWidget = loading(HtmlEditor, 300);
