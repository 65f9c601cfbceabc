import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { STANDARD_RIGHTS } from '../../registry/access-areas';
import { AccessMatrixRow } from './AccessMatrixRow';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { RoleMatrix } from './useRoleMatrix';

/** The rights of a role, one row per area of the catalogue, with row and column toggles and an area filter. */
export function AccessMatrix({ matrix }: { matrix: RoleMatrix }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        size="small"
        label={t('system.roles.matrix.filter')}
        value={matrix.filter}
        onChange={(event) => matrix.setFilter(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {matrix.warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {t(warning)}
        </Alert>
      ))}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }}>
        <Table size="small" stickyHeader aria-label={t('system.roles.access')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('system.roles.matrix.area')}</TableCell>
              {STANDARD_RIGHTS.map((right) => (
                <TableCell key={right} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <SelectionCheckbox
                    selection={matrix.columnSelection(right)}
                    label={t('system.roles.matrix.toggleColumn', { right: t(`system.roles.rights.${right}`) })}
                    onChange={(on) => matrix.setColumn(right, on)}
                  />
                  {t(`system.roles.rights.${right}`)}
                </TableCell>
              ))}
              <TableCell>{t('system.roles.matrix.extras')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.areas.map((area) => (
              <AccessMatrixRow
                key={area.key}
                area={area}
                granted={matrix.granted}
                onToggle={matrix.toggle}
                onSetRow={matrix.setRow}
              />
            ))}
            {matrix.areas.length === 0 && (
              <TableRow>
                <TableCell colSpan={STANDARD_RIGHTS.length + 2}>{t('system.roles.matrix.noAreas')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
