import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridDensity } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { DensityMenu } from './DensityMenu';

interface ListToolbarProps {
  /** The search box's text; undefined where the resource has no search columns. */
  search: string | undefined;
  onSearch: (text: string) => void;
  filtersOpen: boolean;
  filterPanelId: string;
  activeFilters: number;
  onToggleFilters: () => void;
  onChooseColumns: () => void;
  density: GridDensity;
  onDensity: (density: GridDensity) => void;
  exporting: boolean;
  onExport: () => void;
  /** How many rows are selected for deletion; undefined where the user may not delete. */
  selected: number | undefined;
  onDeleteSelected: () => void;
  /** Whether the trash is shown; undefined where the resource has none or the user may not delete. */
  trash: boolean | undefined;
  onTrash: (trash: boolean) => void;
}

export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { search, selected, trash } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {search !== undefined && (
        <TextField
          type="search"
          size="small"
          label={t('list.search')}
          value={search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ minWidth: 260, mr: 1 }}
        />
      )}
      <Button
        size="small"
        startIcon={<FilterList />}
        aria-expanded={props.filtersOpen}
        aria-controls={props.filterPanelId}
        onClick={props.onToggleFilters}
      >
        {props.activeFilters > 0
          ? t('list.filter.titleActive', { active: props.activeFilters })
          : t('list.filter.title')}
      </Button>
      <Button size="small" startIcon={<ViewColumnOutlined />} aria-haspopup="dialog" onClick={props.onChooseColumns}>
        {t('list.columns')}
      </Button>
      <DensityMenu density={props.density} onChange={props.onDensity} />
      <Button size="small" startIcon={<FileDownloadOutlined />} disabled={props.exporting} onClick={props.onExport}>
        {t('list.export.action')}
      </Button>
      {trash !== undefined && (
        <Button
          size="small"
          variant={trash ? 'contained' : 'text'}
          startIcon={<RestoreFromTrashOutlined />}
          aria-pressed={trash}
          onClick={() => props.onTrash(!trash)}
        >
          {t('list.trash.toggle')}
        </Button>
      )}
      {selected !== undefined && selected > 0 && (
        <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={props.onDeleteSelected}>
          {t(trash ? 'list.trash.bulkAction' : 'list.bulkDelete.action', { selected })}
        </Button>
      )}
    </Stack>
  );
}
