import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridActionsCellItemProps, type GridColDef } from '@mui/x-data-grid';
import type { BaseKey } from '@refinedev/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../format';
import { useResourceLabels } from '../labels';
import { BooleanCell } from './BooleanCell';
import { isQueryable } from './listFields';
import type { RecordActions } from './useRecordActions';

/** Not an entity field name: those start with a letter. */
export const ACTIONS_COLUMN = '__actions';

type Labels = ReturnType<typeof useResourceLabels>;

/** A column whose values show as text; null shows nothing. */
function text<Value>(format: (value: Value) => string): Partial<GridColDef> {
  return { valueFormatter: (value: unknown) => (value === null || value === undefined ? '' : format(value as Value)) };
}

/** How a column shows its values, by the field's type. References show their raw id for now. */
function display(field: FieldDefinition, labels: Labels, language: string): Partial<GridColDef> {
  if (field.enum) return text((value: unknown) => labels.enumValue(field.name, value));
  if (field.type === 'boolean') return { renderCell: ({ value }) => <BooleanCell value={value} /> };
  if (field.widget === 'money') return { ...text(formatMoney), align: 'right', headerAlign: 'right' };
  if (field.format === 'date') return text(formatDate);
  if (field.format === 'date-time') return text(formatDateTime);
  if (field.sqlType === 'jsonb') return text((value: unknown) => JSON.stringify(value));
  if (field.ref) return {};
  if (field.type === 'integer' || field.type === 'number')
    return { ...text((value: number) => formatCount(value, language)), align: 'right', headerAlign: 'right' };
  return {};
}

/** The grid's columns: the resource's list columns, then the record actions the user may use. */
export function useGridColumns(
  resource: ResourceDefinition,
  actions: RecordActions,
  onDelete: (id: BaseKey) => void,
): GridColDef[] {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(resource);
  const navigate = useNavigate();

  const columns: GridColDef[] = resource.list.columns.flatMap((name) => {
    const field = resource.entity.fields[name];
    if (!field) return [];
    return [
      {
        field: name,
        headerName: labels.field(name),
        sortable: isQueryable(field),
        filterable: false,
        flex: 1,
        minWidth: 120,
        ...display(field, labels, i18n.language),
      },
    ];
  });

  const { editPath, copyPath, canDelete } = actions;
  if (editPath || copyPath || canDelete) {
    columns.push({
      field: ACTIONS_COLUMN,
      type: 'actions',
      headerName: t('list.actions'),
      hideable: false,
      getActions: ({ id }) => {
        const items: ReactElement<GridActionsCellItemProps>[] = [];
        if (editPath)
          items.push(
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined />}
              label={t('list.edit')}
              onClick={() => navigate(editPath(id))}
            />,
          );
        if (copyPath)
          items.push(
            <GridActionsCellItem
              key="copy"
              icon={<ContentCopyOutlined />}
              label={t('list.copy')}
              onClick={() => navigate(copyPath(id))}
            />,
          );
        if (canDelete)
          items.push(
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutline />}
              label={t('list.delete.action')}
              onClick={() => onDelete(id)}
            />,
          );
        return items;
      },
    });
  }
  return columns;
}
