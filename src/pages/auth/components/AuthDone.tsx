import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthDoneProps {
  title: string;
  message: string;
  severity?: AlertColor;
  /** The way on, e.g. to sign in. */
  action?: ReactNode;
}

/** The end of an auth flow: what happened, and where to go next. */
export function AuthDone({ title, message, severity = 'success', action }: AuthDoneProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Alert severity={severity}>{message}</Alert>
      {action}
    </Stack>
  );
}
