import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  title: string;
  info?: string;
  /** A failure that belongs to no field. */
  alert?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame of every auth form: heading, explanation, failure, fields; Enter submits. */
export function AuthForm({ title, info, alert, onSubmit, children }: AuthFormProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {info && <Typography color="text.secondary">{info}</Typography>}
      {alert && <Alert severity="error">{alert}</Alert>}
      {children}
    </Stack>
  );
}
