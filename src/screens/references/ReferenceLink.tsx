import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

interface ReferenceLinkProps {
  label: string;
  /** The referenced record's screen, where the user may open it. */
  to?: string;
}

/** A referenced record by its name: a link to it where the user may open it, else text. */
export function ReferenceLink({ label, to }: ReferenceLinkProps) {
  return to ? (
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}
