import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { GridPreferencePanelsValue } from '@mui/x-data-grid';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import { useAreaTranslation } from '../../i18n/useAreaTranslation';
import { useResourceLabels } from '../labels';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordActionDialog } from '../actions/RecordActionDialog';
import { queryableColumns } from './listFields';
import { ListError } from './ListError';
import { ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { ResourceGrid } from './ResourceGrid';
import { SortChips } from './SortChips';
import { addSort, flipSort, removeSort } from './sortModel';
import { useGridColumns } from './useGridColumns';
import { useListController } from './useListController';

// The filter inputs load when the panel first opens: the first list stays within its budget
// (docs/decisions.md "Filters by value").
const ListFilters = lazy(() => import('./ListFilters'));

/**
 * The generated list of a resource (spec 1 §2: page 1, 20 a page, multi-column sort): search,
 * filters, sort chips, the grid, row actions, bulk delete and CSV export, its state in the URL.
 */
export default function ResourceListPage({ resource, actions }: { resource: ResourceDefinition; actions?: ReactNode }) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  const controller = useListController(resource);
  const { list, records, search, preferences, recordDelete, bulkDelete, csv, filtered } = controller;
  const rowActions = controller.actions;
  const { state } = list;
  const { trash } = state;
  const columns = useGridColumns(
    resource,
    {
      actions: rowActions,
      trash,
      onDelete: recordDelete.ask,
      onRestore: controller.recordRestore.restore,
      recordActions: controller.recordActions,
    },
    controller.references,
  );
  const filterPanelId = useId();
  const activeFilters = Object.keys(state.filters).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);

  return (
    <Stack spacing={2}>
      <ListHeader
        title={trash ? t('list.trash.title', { resource: labels.resource }) : labels.resource}
        createPath={trash ? undefined : rowActions.createPath}
        actions={trash ? undefined : actions}
      />
      <ListToolbar
        search={search.searchable ? search.search : undefined}
        onSearch={search.changeSearch}
        filtersOpen={filtersOpen}
        filterPanelId={filterPanelId}
        activeFilters={activeFilters}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onChooseColumns={() => controller.gridApi.current?.showPreferences(GridPreferencePanelsValue.columns)}
        density={preferences.density}
        onDensity={preferences.setDensity}
        exporting={csv.exporting}
        onExport={() => void csv.exportCsv()}
        selected={rowActions.canDelete ? controller.selected.length : undefined}
        onDeleteSelected={() => bulkDelete.ask(controller.selected)}
        trash={controller.hasTrash ? trash : undefined}
        onTrash={list.setTrash}
      />
      <Collapse in={filtersOpen} id={filterPanelId} mountOnEnter>
        <Suspense fallback={null}>
          <ListFilters id={`${filterPanelId}-inputs`} resource={resource} list={list} filtered={filtered} />
        </Suspense>
      </Collapse>
      <SortChips
        sorts={state.sorts}
        sortable={queryableColumns(resource).map((field) => field.name)}
        label={labels.field}
        onFlip={(field) => list.setSorts(flipSort(state.sorts, field))}
        onRemove={(field) => list.setSorts(removeSort(state.sorts, field))}
        onAdd={(field) => list.setSorts(addSort(state.sorts, field, resource.entity.idField))}
      />
      {records.error && <ListError error={records.error} onRetry={records.retry} />}
      <ResourceGrid resource={resource} title={labels.resource} controller={controller} columns={columns} />
      <ConfirmDialog
        open={recordDelete.id !== undefined}
        title={t(trash ? 'list.trash.forceTitle' : 'list.delete.title', { label: recordDelete.label })}
        text={t(trash ? 'list.trash.forceText' : 'list.delete.text')}
        confirmLabel={trash ? t('list.trash.forceAction') : undefined}
        error={recordDelete.error}
        deleting={recordDelete.deleting}
        onCancel={recordDelete.cancel}
        onConfirm={recordDelete.confirm}
      />
      <ConfirmDialog
        open={bulkDelete.ids !== undefined}
        title={t(trash ? 'list.trash.bulkTitle' : 'list.bulkDelete.title', { selected: bulkDelete.ids?.length ?? 0 })}
        text={t(trash ? 'list.trash.forceText' : 'list.bulkDelete.text')}
        confirmLabel={trash ? t('list.trash.forceAction') : undefined}
        deleting={bulkDelete.deleting}
        onCancel={bulkDelete.cancel}
        onConfirm={() => void bulkDelete.confirm()}
      />
      <RecordActionDialog state={controller.recordActions} />
    </Stack>
  );
}
