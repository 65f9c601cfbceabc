import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useSearchParams } from 'react-router';
import { type CustomPageProps, useAreaTranslation, useDebouncedDraft, useFormats, useApiGet } from '../../src/console';
import { customersPath } from './agencyCalls';
import { AgencyPageHeader } from './AgencyPageHeader';
import type { CustomerPage } from './agencyTypes';
import {
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SORT_FIELDS,
  customerListFromUrl,
  customerListUrl,
  type CustomerSortField,
} from './customerPaging';
import { useChosenAgency } from './useChosenAgency';

/**
 * `/agencies/customers`: the agency's customers as Ratio keeps them, a page at a time (spec 1 §2:
 * 150 a page by default), searched and sorted by the server; a row opens the customer.
 */
export default function AgencyCustomersPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const format = useFormats();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = customerListFromUrl(params);
  const { chooser, agency } = useChosenAgency();
  const { answer, loading, error } = useApiGet<CustomerPage>(customersPath({ ...list, agency }));
  const change = (next: Partial<typeof list>) => setParams(customerListUrl({ ...list, page: 1, ...next }));
  const [search, changeSearch] = useDebouncedDraft(
    list.search,
    (draft: string) => {
      change({ search: draft });
      return draft;
    },
    String,
  );
  const sortBy = (field: CustomerSortField) =>
    change({
      sort: list.sort?.field === field ? { field, descending: !list.sort.descending } : { field, descending: false },
    });
  const rows = answer?.data ?? [];

  return (
    <Stack spacing={2}>
      <AgencyPageHeader
        title={t('agencies.customers.title')}
        chooser={
          chooser && {
            value: chooser.value,
            onChange: (chosen) => {
              chooser.onChange(chosen);
              change({});
            },
          }
        }
      />
      <TextField
        label={t('agencies.customers.search')}
        value={search}
        onChange={(event) => changeSearch(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        {loading && <LinearProgress aria-label={t('agencies.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('agencies.customers.title')}>
            <TableHead>
              <TableRow>
                {CUSTOMER_SORT_FIELDS.map((field) => (
                  <TableCell key={field} sortDirection={list.sort?.field === field ? sortOrder(list.sort) : false}>
                    <TableSortLabel
                      active={list.sort?.field === field}
                      direction={list.sort?.field === field ? sortOrder(list.sort) : 'asc'}
                      onClick={() => sortBy(field)}
                    >
                      {t(`agencies.customers.${field}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('agencies.customers.email')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((customer) => (
                <TableRow
                  key={customer.kennziffer}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/agencies/customers/${encodeURIComponent(customer.kennziffer)}`)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter')
                      void navigate(`/agencies/customers/${encodeURIComponent(customer.kennziffer)}`);
                  }}
                >
                  <TableCell>{customer.kennziffer}</TableCell>
                  <TableCell>{customer.name1}</TableCell>
                  <TableCell>{customer.name2}</TableCell>
                  <TableCell>{customer.plz}</TableCell>
                  <TableCell>{customer.ort}</TableCell>
                  <TableCell>{customer.email}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {!loading && rows.length === 0 && !error && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t(
              list.search
                ? 'agencies.customers.noneFound'
                : chooser && agency === undefined
                  ? 'agencies.chooseAgency'
                  : 'agencies.customers.none',
            )}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={answer?.total ?? 0}
          page={answer && answer.total > 0 ? list.page - 1 : 0}
          rowsPerPage={list.size}
          rowsPerPageOptions={[...CUSTOMER_PAGE_SIZES]}
          onPageChange={(_event, page) => setParams(customerListUrl({ ...list, page: page + 1 }))}
          onRowsPerPageChange={(event) => change({ size: Number(event.target.value) })}
          labelRowsPerPage={t('agencies.customers.pageSize')}
          labelDisplayedRows={({ from, to, count }) =>
            t('agencies.customers.shown', {
              from: format.count(from),
              to: format.count(to),
              count: format.count(count),
            })
          }
          getItemAriaLabel={(type) => t(`agencies.customers.${type}Page`)}
        />
      </Paper>
    </Stack>
  );
}

const sortOrder = (sort: { descending: boolean }) => (sort.descending ? 'desc' : 'asc');
