import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCan } from '@refinedev/core';
import { Link } from 'react-router';
import {
  errorMessage,
  useAreaTranslation,
  useDebouncedDraft,
  useResourceLabels,
  type CustomPageProps,
} from '../../src/console';
import { TemplateCard } from './TemplateCard';
import { TemplateViewLinks } from './TemplateViewLinks';
import { CARDS_PER_PAGE, useTemplateCards } from './useTemplateCards';

/** `/newsletter/templates/cards`: the templates as cards showing their mails, searched and narrowed to a type. */
export default function TemplateCardsPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  const cards = useTemplateCards(resource);
  const [typed, type] = useDebouncedDraft(cards.words, cards.search, (words) => words);
  const mayCreate = useCan({ resource: resource.name, action: 'create' }).data?.can === true;
  const purposes = resource.entity.fields.purpose?.schema.enum ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {labels.resource}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TemplateViewLinks resource={resource} current="cards" />
          {mayCreate && (
            <Button component={Link} to={`${resource.route}/create`} variant="contained" startIcon={<Add />}>
              {t('list.create')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('newsletter.templates.search')}
          value={typed}
          onChange={(event) => type(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={labels.field('purpose')}
          value={cards.purpose}
          onChange={(event) => cards.setPurpose(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('newsletter.templates.allPurposes')}</MenuItem>
          {purposes.map((purpose) => (
            <MenuItem key={String(purpose)} value={String(purpose)}>
              {labels.enumValue('purpose', purpose)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {cards.loading && <LinearProgress />}
      {cards.error && <Alert severity="error">{errorMessage(cards.error, t)}</Alert>}
      {!cards.loading && !cards.error && cards.templates.length === 0 && (
        <Typography color="text.secondary">{t('newsletter.templates.none')}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {cards.templates.map((template) => (
          <TemplateCard key={template.id_nl_template} resource={resource} template={template} />
        ))}
      </Box>
      {cards.total > CARDS_PER_PAGE && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={Math.ceil(cards.total / CARDS_PER_PAGE)}
            page={cards.page}
            onChange={(_event, page) => cards.setPage(page)}
          />
        </Box>
      )}
    </Stack>
  );
}
