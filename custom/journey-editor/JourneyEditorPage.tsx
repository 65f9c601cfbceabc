import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  type ExtraTab,
  type FormMode,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { JourneyDatesWidget } from './components/JourneyDatesWidget';
import { PrintBar } from './components/PrintBar';
import { editorKey, isPrintLocked, tabLabelKeys } from './state/journeyEditor';

const JourneyMapTab = lazy(() => import('./components/JourneyMapTab'));

/** Spec 1 §2's ten tabs are the journey's panels, with the map after the images. */
const EXTRA_TABS: readonly ExtraTab[] = [{ key: 'map', after: 'images' }];
const WIDGETS = { dates: JourneyDatesWidget };

/**
 * `/internet/journeys/create`, `/copy/{id}` and `/{id}`: the journey editor, the generated form as tabs
 * (`form.layout: "tabs"`) with the journey map and the print export; one save, one create or PATCH.
 * A journey locked by the print system is shown, not edited, until it is released on the print sheet.
 */
export default function JourneyEditorPage({ resource, screen }: CustomPageProps) {
  useAreaTranslation(resource, ['journeyEditor']);
  const { t } = useTranslation();
  const { id } = useParams();
  const [query] = useSearchParams();
  const mode = screen as FormMode;
  const loader = useResourceRecord(resource, mode, id);
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError)
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  const { record } = loader;
  const editing = mode === 'edit' && record !== undefined;
  return (
    <ResourceForm
      // The print system's answer changes what the form may do: it starts again from the journey as stored.
      key={editorKey(mode, id, record)}
      resource={resource}
      mode={mode}
      id={id}
      record={record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      query={query}
      extraTabs={EXTRA_TABS}
      extraContent={{
        map: (
          <Suspense fallback={null}>
            <JourneyMapTab />
          </Suspense>
        ),
      }}
      panelLabel={(key) => t(tabLabelKeys(key), { defaultValue: key })}
      header={
        editing ? <PrintBar resource={resource} record={record} onChange={() => loader.fetchCurrent()} /> : undefined
      }
      readOnly={editing && isPrintLocked(record)}
      widgets={WIDGETS}
    />
  );
}
