import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResourceDefinition } from '../../registry/types';
import { DetailSection, DetailTable, formatNumberField, useResourceLabels } from '../../src/console';

type Row = Record<string, unknown>;

/** A voucher's value or remaining value: an amount, or a percentage off (the field's `percentWhen`). */
function valueText(vouchers: ResourceDefinition, name: string, voucher: Row, language: string): string {
  const field = vouchers.entity.fields[name];
  return field ? (formatNumberField(field, voucher[name], language, voucher) ?? '') : '';
}

/** The vouchers the order used; one since moved to the trash is named, not linked. */
export function OrderVouchersSection({ vouchers, rows }: { vouchers: ResourceDefinition; rows: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(vouchers);
  return (
    <DetailSection title={t('tickets.order.vouchers', { count: rows.length })}>
      <DetailTable
        rowCount={rows.length}
        emptyText={t('tickets.order.noVouchers')}
        head={
          <>
            <TableCell>{labels.field('code')}</TableCell>
            <TableCell>{labels.field('type')}</TableCell>
            <TableCell align="right">{labels.field('value')}</TableCell>
            <TableCell align="right">{labels.field('remaining_value')}</TableCell>
          </>
        }
      >
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
              <TableCell align="right">{valueText(vouchers, 'value', voucher, i18n.language)}</TableCell>
              <TableCell align="right">{valueText(vouchers, 'remaining_value', voucher, i18n.language)}</TableCell>
            </TableRow>
          );
        })}
      </DetailTable>
    </DetailSection>
  );
}
