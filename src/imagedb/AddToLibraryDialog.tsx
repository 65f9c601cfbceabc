import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceOption } from '../screens/form/hooks/useReferenceOptions';
import { JourneyPicker } from './JourneyPicker';
import { useLibraryChoices } from './useLibraryChoices';
import type { LibraryTarget } from './useLibraryItems';

interface AddToLibraryDialogProps {
  open: boolean;
  /** How many images are to be added. */
  count: number;
  working: boolean;
  onCancel: () => void;
  onAdd: (target: LibraryTarget) => void;
}

/** Where images go (spec 1 §2, at most 800 px wide): a library from the list or a journey by type-ahead; the mode is mandatory. */
export function AddToLibraryDialog({ open, count, working, onCancel, onAdd }: AddToLibraryDialogProps) {
  const { t } = useTranslation();
  const modeLabel = useId();
  const [mode, setMode] = useState<LibraryTarget['mode'] | ''>('');
  const [library, setLibrary] = useState<number | ''>('');
  const [journey, setJourney] = useState<ReferenceOption | null>(null);
  const libraries = useLibraryChoices(open);
  const target: LibraryTarget | undefined =
    mode === 'library' && library !== ''
      ? { mode, id_img_library: library }
      : mode === 'journey' && journey
        ? { mode, id_jrn_journey: journey.id }
        : undefined;
  return (
    <Dialog
      open={open}
      onClose={working ? undefined : onCancel}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
    >
      <DialogTitle>{t('images.library.dialogTitle', { count })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl required>
            <FormLabel id={modeLabel}>{t('images.library.mode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={modeLabel}
              value={mode}
              onChange={(event) => setMode(event.target.value as LibraryTarget['mode'])}
            >
              <FormControlLabel value="library" control={<Radio />} label={t('images.library.modeLibrary')} />
              <FormControlLabel value="journey" control={<Radio />} label={t('images.library.modeJourney')} />
            </RadioGroup>
          </FormControl>
          {mode === 'library' && (
            <TextField
              select
              required
              label={t('images.library.library')}
              value={library}
              onChange={(event) => setLibrary(Number(event.target.value))}
            >
              {libraries.map((choice) => (
                <MenuItem key={choice.id_img_library} value={choice.id_img_library}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {mode === 'journey' && <JourneyPicker required value={journey} onChange={setJourney} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={working}>
          {t('images.library.cancel')}
        </Button>
        <Button variant="contained" disabled={!target || working} onClick={() => target && onAdd(target)}>
          {t('images.library.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
