import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ItemFlags } from '../../state/types';

/** Marks an item made or changed in the editor and not yet saved. */
export function ItemBadges({ item }: { item: ItemFlags }) {
  const { t } = useTranslation();
  if (item.isNew) return <Chip size="small" color="info" variant="outlined" label={t('eventEditor.item.new')} />;
  if (item.isModified)
    return <Chip size="small" color="warning" variant="outlined" label={t('eventEditor.item.modified')} />;
  return null;
}
