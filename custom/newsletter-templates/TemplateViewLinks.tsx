import FolderOpen from '@mui/icons-material/FolderOpen';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaTranslation, type CustomPageProps } from '../../src/console';

type View = 'list' | 'cards' | 'files';

const VIEWS: readonly { view: View; path: string; icon: ReactNode }[] = [
  { view: 'list', path: '', icon: <ViewList /> },
  { view: 'cards', path: '/cards', icon: <GridView /> },
  { view: 'files', path: '/files', icon: <FolderOpen /> },
];

/** The ways from one of the templates' pages to the others: the list, the cards, the files. */
export function TemplateViewLinks({ resource, current }: Pick<CustomPageProps, 'resource'> & { current: View }) {
  const { t } = useAreaTranslation(resource);
  return (
    <Stack direction="row" spacing={1}>
      {VIEWS.filter(({ view }) => view !== current).map(({ view, path, icon }) => (
        <Button key={view} component={Link} to={`${resource.route}${path}`} variant="outlined" startIcon={icon}>
          {t(`newsletter.templates.${view}`)}
        </Button>
      ))}
    </Stack>
  );
}
