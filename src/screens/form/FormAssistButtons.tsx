import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { FormAssistState } from './hooks/useFormAssists';

/** The edit screen's assists (suggest meta data …) as buttons; one runs at a time. */
export function FormAssistButtons({ state }: { state: FormAssistState }) {
  const { t } = useTranslation();
  return state.offered.map((assist) => (
    <Button
      key={assist.name}
      onClick={() => state.run(assist)}
      disabled={state.running}
      startIcon={state.running ? <CircularProgress size={16} color="inherit" /> : <AutoAwesome />}
    >
      {t(assist.label)}
    </Button>
  ));
}
