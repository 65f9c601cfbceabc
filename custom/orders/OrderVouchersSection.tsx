import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResourceDefinition } from '../../registry/types';
import { formatCount, formatMoney } from '../../src/generated/format';
import { useResourceLabels } from '../../src/generated/labels';
import { DetailSection } from './DetailSection';

type Row = Record<string, unknown>;

/** A voucher's value: an amount, or a percentage off. */
function valueText(voucher: Row, language: string): string {
  const value = Number(voucher.value);
  return voucher.type === 'percentage' ? `${formatCount(value, language)} %` : formatMoney(value);
}

/** The vouchers the order used; one since moved to the trash is named, not linked. */
export function OrderVouchersSection({ vouchers, rows }: { vouchers: ResourceDefinition; rows: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(vouchers);
  return (
    <DetailSection title={t('tickets.order.vouchers', { count: rows.length })}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('tickets.order.noVouchers')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{labels.field('code')}</TableCell>
                <TableCell>{labels.field('type')}</TableCell>
                <TableCell align="right">{labels.field('value')}</TableCell>
                <TableCell align="right">{labels.field('remaining_value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((voucher) => {
                const id = String(voucher[vouchers.entity.idField]);
                const code = String(voucher.code);
                return (
                  <TableRow key={id}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {voucher.deleted_at ? (
                        `${code} (${t('tickets.order.voucherDeleted')})`
                      ) : (
                        <Link component={RouterLink} to={`${vouchers.route}/${id}`}>
                          {code}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell>{labels.enumValue('type', voucher.type)}</TableCell>
                    <TableCell align="right">{valueText(voucher, i18n.language)}</TableCell>
                    <TableCell align="right">
                      {voucher.remaining_value === null ? '' : formatMoney(voucher.remaining_value as number)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailSection>
  );
}
