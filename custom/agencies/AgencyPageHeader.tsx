import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AgencyChooser, type ChosenAgency } from './AgencyChooser';

/** A page's title, and for whoever reaches every agency the chooser of the agency it works for. */
export function AgencyPageHeader({
  title,
  chooser,
  actions,
}: {
  title: string;
  chooser?: { value: ChosenAgency | null; onChange: (agency: ChosenAgency | null) => void };
  actions?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {chooser && <AgencyChooser value={chooser.value} onChange={chooser.onChange} />}
        {actions}
      </Stack>
    </Stack>
  );
}
