import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import {
  type CustomPageProps,
  ErrorPage,
  errorMessage,
  FullScreenSpinner,
  useApiGet,
  useAreaTranslation,
} from '../../src/console';
import { SUITCASE_CATEGORIES, type SuitcaseItem } from './appUserTypes';
import { addItem, deleteItem, fillFromTemplate, packItem, SUITCASE_LIST, type TemplateChoice } from './suitcaseCalls';

const categoryKey = (category: string) => `app.entities.suitcase-item.enums.category.${category}`;

/** `/appuser/PackSuitcase`: the packing list by category, each item packed or not, filled from a template. */
export default function SuitcasePage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { open } = useNotification();
  const items = useApiGet<{ data: SuitcaseItem[] }>(SUITCASE_LIST);
  const templates = useApiGet<TemplateChoice[]>('/appuser/travelbagtemplates');
  const [label, setLabel] = useState('');
  const [category, setCategory] = useState<string>('other');
  const [template, setTemplate] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  // A ticked box shows at once; the list read again after the change confirms it.
  const [ticked, setTicked] = useState<Record<number, boolean>>({});

  async function run(work: () => Promise<unknown>, done?: (answer: unknown) => string) {
    setBusy(true);
    try {
      const answer = await work();
      if (done) open?.({ type: 'success', message: done(answer) });
      await items.refetch();
    } catch (error) {
      setTicked({});
      open?.({ type: 'error', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  if (items.loading) return <FullScreenSpinner />;
  if (items.error) return <ErrorPage status={500} details={items.error} />;
  const list = items.answer?.data ?? [];
  const packed = list.filter((item) => ticked[item.id_suitcase_item] ?? item.packed).length;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.packSuitcase')}
      </Typography>
      <Typography>{t('app.appUser.packed', { packed, total: list.length })}</Typography>
      <LinearProgress variant="determinate" value={list.length ? (packed * 100) / list.length : 0} />
      {SUITCASE_CATEGORIES.filter((each) => list.some((item) => item.category === each)).map((each) => (
        <Stack key={each} component="section" spacing={0}>
          <Typography variant="h6" component="h2">
            {t(categoryKey(each))}
          </Typography>
          {list
            .filter((item) => item.category === each)
            .map((item) => (
              <Stack key={item.id_suitcase_item} direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  control={
                    <Checkbox
                      checked={ticked[item.id_suitcase_item] ?? item.packed}
                      disabled={busy}
                      onChange={(event) => {
                        const packed = event.target.checked;
                        setTicked((current) => ({ ...current, [item.id_suitcase_item]: packed }));
                        void run(() => packItem(item, packed));
                      }}
                    />
                  }
                  label={item.label}
                />
                <IconButton
                  aria-label={`${t('list.delete.action')}: ${item.label}`}
                  disabled={busy}
                  onClick={() => void run(() => deleteItem(item))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
        </Stack>
      ))}
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (label.trim()) void run(() => addItem(label.trim(), category)).then(() => setLabel(''));
        }}
      >
        <TextField
          size="small"
          label={t('app.entities.suitcase-item.fields.label')}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('app.entities.suitcase-item.fields.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {SUITCASE_CATEGORIES.map((each) => (
            <MenuItem key={each} value={each}>
              {t(categoryKey(each))}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy || !label.trim()}>
          {t('app.appUser.addItem')}
        </Button>
      </Stack>
      {templates.answer && templates.answer.length > 0 && (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            select
            label={t('app.entities.suitcase-item.fields.id_travelbagtemplates')}
            value={template}
            onChange={(event) => setTemplate(Number(event.target.value))}
            sx={{ minWidth: 240 }}
          >
            {templates.answer.map((choice) => (
              <MenuItem key={choice.id_travelbagtemplates} value={choice.id_travelbagtemplates}>
                {choice.short} ({choice.item_count})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || template === ''}
            onClick={() =>
              void run(
                () => fillFromTemplate(Number(template)),
                (answer) => t('app.appUser.itemsAdded', { count: (answer as { added: unknown[] }).added.length }),
              )
            }
          >
            {t('app.appUser.fillFromTemplate')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
