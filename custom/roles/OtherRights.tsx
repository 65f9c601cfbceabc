import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface OtherRightsProps {
  rights: readonly string[];
  onRemove: (permission: string) => void;
}

/** Granted rights the catalogue does not know: kept on save, each removable. */
export function OtherRights({ rights, onRemove }: OtherRightsProps) {
  const { t } = useTranslation();
  if (rights.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="other-rights-title">
      <Typography id="other-rights-title" variant="subtitle1" component="h2">
        {t('system.roles.otherRights')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('system.roles.otherRightsHint')}
      </Typography>
      <List dense sx={{ maxWidth: 400 }}>
        {rights.map((permission) => (
          <ListItem
            key={permission}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('system.roles.removeRight', { right: permission })}
                onClick={() => onRemove(permission)}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText primary={permission} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
