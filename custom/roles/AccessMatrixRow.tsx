import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_RIGHTS, type AccessArea, type AccessRight } from '../../registry/access-areas';
import { RightCheckbox } from './RightCheckbox';
import { areaSelection, sameAreaRights } from './roleAccess';
import { SelectionCheckbox } from './SelectionCheckbox';

interface AccessMatrixRowProps {
  area: AccessArea;
  granted: ReadonlySet<string>;
  onToggle: (permission: string) => void;
  onSetRow: (area: AccessArea, on: boolean) => void;
}

/** One area: a toggle for all its rights, a box per standard right it has, and its extras. */
function AccessMatrixRowView({ area, granted, onToggle, onSetRow }: AccessMatrixRowProps) {
  const { t } = useTranslation();
  const areaLabel = t(area.label);
  const box = (right: AccessRight, caption?: string) => (
    <RightCheckbox
      checked={granted.has(right.permission)}
      onToggle={() => onToggle(right.permission)}
      label={t('system.roles.matrix.cell', { area: areaLabel, right: t(right.label) })}
      caption={caption}
    />
  );

  return (
    <TableRow hover data-testid={`area-${area.key}`}>
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SelectionCheckbox
            selection={areaSelection(granted, area)}
            label={t('system.roles.matrix.toggleArea', { area: areaLabel })}
            onChange={(on) => onSetRow(area, on)}
          />
          <Typography variant="body2">{areaLabel}</Typography>
          {area.warning && (
            <Chip icon={<WarningAmber />} color="warning" size="small" variant="outlined" label={t(area.warning)} />
          )}
        </Stack>
      </TableCell>
      {STANDARD_RIGHTS.map((column) => {
        const right = area.standard[column];
        return (
          <TableCell key={column} align="center" padding="checkbox">
            {right && box(right, right.label === `system.roles.rights.${column}` ? undefined : t(right.label))}
          </TableCell>
        );
      })}
      <TableCell>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {area.extras.map((extra) => (
            <span key={extra.permission}>{box(extra, t(extra.label))}</span>
          ))}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** A change in one area draws only that area's row again. */
export const AccessMatrixRow = memo(
  AccessMatrixRowView,
  (previous, next) =>
    previous.area === next.area &&
    previous.onToggle === next.onToggle &&
    previous.onSetRow === next.onSetRow &&
    sameAreaRights(next.area, previous.granted, next.granted),
);
