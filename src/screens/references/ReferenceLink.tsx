import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

interface ReferenceLinkProps {
  label: string;
  /** The referenced record's screen, where the user may open it. */
  to?: string;
}

/**
 * A referenced record by its name: a link to it where the user may open it, else text. A router
 * link in the theme's colour, not MUI's Link, which would move into every list's code from the
 * sign-in page's.
 */
export function ReferenceLink({ label, to }: ReferenceLinkProps) {
  return to ? (
    <Box component={RouterLink} to={to} onClick={(event) => event.stopPropagation()} sx={{ color: 'primary.main' }}>
      {label}
    </Box>
  ) : (
    <>{label}</>
  );
}
