import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  formatDate,
  useApiGet,
  useAreaTranslation,
  useDebouncedDraft,
} from '../../src/console';
import type { OwnProcess } from './appUserTypes';
import { PROCESS_DICTIONARIES } from './ProcessFacts';

const PAGE = 20;
type Show = 'active' | 'inactive' | 'all';

/** Which processes the address asks for, as spec 1 §2 writes it: `?show-active` or `?show-inactive`. */
function shownOf(params: URLSearchParams): Show {
  if (params.has('show-active')) return 'active';
  if (params.has('show-inactive')) return 'inactive';
  return 'all';
}

/** `/appuser/process`: the processes the user added, searched, current or past, a page at a time. */
export default function ProcessesPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource, PROCESS_DICTIONARIES);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const show = shownOf(params);
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useDebouncedDraft(
    search,
    (value: string) => {
      setPage(1);
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        return next;
      });
      return value.trim();
    },
    (value) => value,
  );
  const query = new URLSearchParams({ $limit: String(PAGE), $skip: String((page - 1) * PAGE) });
  if (show !== 'all') query.set(show === 'active' ? 'show_active' : 'show_inactive', 'true');
  if (search) query.set('search', search);
  const { answer, error } = useApiGet<{ total: number; data: OwnProcess[] }>(`/users-process-app?${query.toString()}`);

  const choose = (chosen: Show | null) => {
    if (!chosen) return;
    setPage(1);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('show-active');
      next.delete('show-inactive');
      if (chosen !== 'all') next.set(`show-${chosen}`, '');
      return next;
    });
  };

  if (error) return <ErrorPage status={500} details={error} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.process')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={show}
          onChange={(_event, chosen: Show | null) => choose(chosen)}
        >
          <ToggleButton value="active">{t('app.appUser.showActive')}</ToggleButton>
          <ToggleButton value="inactive">{t('app.appUser.showInactive')}</ToggleButton>
          <ToggleButton value="all">{t('app.appUser.showAll')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Stack>
      {answer && answer.data.length === 0 && <Typography>{t('list.empty')}</Typography>}
      <List>
        {answer?.data.map((process) => (
          <ListItemButton key={process.id_pc_process} component={Link} to={`/appuser/process/${process.id_pc_process}`}>
            <ListItemText
              primary={`${process.title ?? '–'} (${process.number})`}
              secondary={`${formatDate(process.journey_start)} – ${formatDate(process.journey_end)} · ${t(
                `processes.entities.process.enums.status.${process.status}`,
              )}`}
            />
          </ListItemButton>
        ))}
      </List>
      {answer && answer.total > PAGE && (
        <Pagination count={Math.ceil(answer.total / PAGE)} page={page} onChange={(_event, chosen) => setPage(chosen)} />
      )}
    </Stack>
  );
}
