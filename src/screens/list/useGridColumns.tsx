import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid';
import type { BaseKey } from '@refinedev/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import type { RecordActionState } from '../actions/useRecordActions';
import { formatDate, formatDateTime, formatNumberField, isNumberField } from '../format';
import { useResourceLabels } from '../labels';
import { BooleanCell } from './BooleanCell';
import { isQueryable } from './listFields';
import type { RowActions } from './useRowActions';
import { usePermissions } from '@refinedev/core';
import { holdsFieldRight } from '../../../registry/permission-check';
import type { Permissions } from '../../auth/userdata';
import { recordLink } from '../references/recordLink';
import { labelOrId } from '../references/referenceApi';
import { ReferenceLink } from '../references/ReferenceLink';
import type { PageReferences } from '../references/useReferenceLabels';

/** Not an entity field name: those start with a letter. */
export const ACTIONS_COLUMN = '__actions';
/** The column a soft-delete entity keeps its delete time in. */
const TRASHED_AT = 'deleted_at';

export type Labels = ReturnType<typeof useResourceLabels>;

/** A column whose values show as text; null shows nothing. */
function text<Value>(format: (value: Value) => string): Partial<GridColDef> {
  return { valueFormatter: (value: unknown) => (value === null || value === undefined ? '' : format(value as Value)) };
}

/** Amounts and counts in the user's language, money with its currency (a percentage where the row says so). */
function numbers(field: FieldDefinition, language: string): Partial<GridColDef> {
  return {
    valueFormatter: (value: unknown, row: Record<string, unknown>) =>
      formatNumberField(field, value, language, row) ?? '',
    align: 'right',
    headerAlign: 'right',
  };
}

/** How a column shows its values, by the field's type. */
export function columnDisplay(field: FieldDefinition, labels: Labels, language: string): Partial<GridColDef> {
  if (field.enum) return text((value: unknown) => labels.enumValue(field.name, value));
  if (field.type === 'boolean') return { renderCell: ({ value }) => <BooleanCell value={value} /> };
  if (field.format === 'date') return text(formatDate);
  if (field.format === 'date-time') return text(formatDateTime);
  if (field.sqlType === 'jsonb') return text((value: unknown) => JSON.stringify(value));
  if (field.ref) return {};
  if (isNumberField(field)) return numbers(field, language);
  return {};
}

/** A reference column: the referenced record's name (its id until known), a link where the user may open it. */
function referenceDisplay(names: ReadonlyMap<number, string>, link: ((id: number) => string) | undefined) {
  const label = (value: unknown) => (typeof value === 'number' ? labelOrId(names, value) : '');
  return {
    valueFormatter: label,
    renderCell: ({ value }: { value?: unknown }) =>
      typeof value === 'number' ? <ReferenceLink label={label(value)} to={link?.(value)} /> : null,
  } satisfies Partial<GridColDef>;
}

/** What a row's actions column offers, and what the list does when one is chosen. */
export interface RowMenu {
  actions: RowActions;
  /** The list shows the trash: its rows are restored or deleted for good. */
  trash: boolean;
  onDelete: (id: BaseKey) => void;
  onRestore: (id: BaseKey) => void;
  /** The resource's own record actions (registry `actions`), in the row's menu. */
  recordActions: RecordActionState;
}

type Item = ReactElement<GridActionsCellItemProps>;

/**
 * The grid's columns: the resource's list columns (in the trash, when each was deleted), then the
 * row actions; a reference column shows the names `references` fetched for the page.
 */
export function useGridColumns(resource: ResourceDefinition, menu: RowMenu, references: PageReferences): GridColDef[] {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(resource);
  const navigate = useNavigate();

  const { data: permissions } = usePermissions<Permissions>({});
  const column = (name: string): GridColDef[] => {
    const field = resource.entity.fields[name];
    // A field the user may not read comes without a value: no column for it.
    if (!field || (permissions && !holdsFieldRight(permissions, field.access.read))) return [];
    const reference = references.get(name);
    return [
      {
        field: name,
        headerName: labels.field(name),
        sortable: isQueryable(field),
        filterable: false,
        flex: 1,
        minWidth: 120,
        ...(reference
          ? referenceDisplay(reference.names, recordLink(reference.target.serving, permissions))
          : columnDisplay(field, labels, i18n.language)),
      },
    ];
  };
  const columns = [...resource.list.columns, ...(menu.trash ? [TRASHED_AT] : [])].flatMap(column);

  const { actions, trash, recordActions } = menu;
  const item = (key: string, icon: ReactElement, label: string, onClick: () => void, showInMenu = false): Item => (
    <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} showInMenu={showInMenu} />
  );
  const rowItems = ({ id, row }: GridRowParams): Item[] => {
    if (trash)
      return actions.canDelete
        ? [
            item('restore', <RestoreFromTrashOutlined />, t('list.trash.restore'), () => menu.onRestore(id)),
            item('force', <DeleteForeverOutlined />, t('list.trash.forceAction'), () => menu.onDelete(id)),
          ]
        : [];
    const items: Item[] = [];
    const { editPath, copyPath } = actions;
    if (editPath) {
      const [icon, label] = actions.readOnly ? [<VisibilityOutlined />, 'list.view'] : [<EditOutlined />, 'list.edit'];
      items.push(item('edit', icon, t(label), () => navigate(editPath(id))));
    }
    if (copyPath) items.push(item('copy', <ContentCopyOutlined />, t('list.copy'), () => navigate(copyPath(id))));
    if (actions.canDelete)
      items.push(item('delete', <DeleteOutline />, t('list.delete.action'), () => menu.onDelete(id)));
    for (const action of recordActions.offered(row as Readonly<Record<string, unknown>>))
      items.push(
        item(action.name, <PlayArrowOutlined />, t(action.label), () => recordActions.start(action, row), true),
      );
    return items;
  };

  if (actions.editPath || actions.copyPath || actions.canDelete || resource.actions.length > 0)
    columns.push({
      field: ACTIONS_COLUMN,
      type: 'actions',
      headerName: t('list.actions'),
      hideable: false,
      minWidth: 140,
      getActions: rowItems,
    });
  return columns;
}
