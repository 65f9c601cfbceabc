import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../domain/app/travel-menu';
import { useFormats } from '../../src/console';

const MAX_QUANTITY = 50;

interface DishRowProps {
  item: MenuItem;
  /** Absent for a user who may not order. */
  onOrder?: (quantity: number) => void;
  sending: boolean;
}

/** A dish of the menu with its price, and for those who may order, a quantity and the order button. */
export function DishRow({ item, onOrder, sending }: DishRowProps) {
  const { t } = useTranslation();
  const format = useFormats();
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }} data-testid="menu-dish">
      <Typography sx={{ flex: 1 }}>{item.name}</Typography>
      <Typography sx={{ minWidth: 90, textAlign: 'right' }}>
        {item.price === null ? '' : format.money(item.price)}
      </Typography>
      {onOrder && (
        <>
          <TextField
            type="number"
            size="small"
            label={t('app.menu.quantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            error={!valid}
            slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, step: 1 } }}
            sx={{ width: 100 }}
          />
          <Button variant="contained" disabled={!valid || sending} onClick={() => onOrder(count)}>
            {t('app.menu.order')}
          </Button>
        </>
      )}
    </Stack>
  );
}
