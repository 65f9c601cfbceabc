import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
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
import { ConfirmDialog, type CustomPageProps, errorMessage, useAreaTranslation } from '../../src/console';
import { Link as RouterLink } from 'react-router';
import { countGranted } from './role';
import { ROLES_PAGE_SIZE, useRoleList } from './useRoleList';
import { useRoleDelete } from './useRoleDelete';

/** `/roles`: the roles with their admin flag and number of rights; search, sort by name, open, create, delete. */
export default function RoleListPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const list = useRoleList();
  const deletion = useRoleDelete();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('system.roles.title')}
        </Typography>
        {list.canCreate && (
          <Button component={RouterLink} to="/roles/create" variant="contained" startIcon={<Add />}>
            {t('system.roles.create')}
          </Button>
        )}
      </Stack>
      <TextField
        type="search"
        size="small"
        label={t('system.roles.search')}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {list.error && <Alert severity="error">{errorMessage(list.error, t)}</Alert>}
      <Paper variant="outlined">
        {list.isLoading && <LinearProgress aria-label={t('shell.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('system.roles.title')}>
            <TableHead>
              <TableRow>
                <TableCell sortDirection={list.order}>
                  <TableSortLabel active direction={list.order} onClick={list.toggleOrder}>
                    {t('system.roles.name')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('system.roles.admin')}</TableCell>
                <TableCell align="right">{t('system.roles.grantedCount')}</TableCell>
                <TableCell align="right">{t('system.roles.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.roles.map((role) => (
                <TableRow key={role.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/roles/${role.id}`}>
                      {role.role}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {role.admin && <Chip size="small" color="primary" label={t('system.roles.admin')} />}
                  </TableCell>
                  <TableCell align="right">{countGranted(role.access)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={`/roles/${role.id}`}
                      aria-label={t('system.roles.open', { name: role.role })}
                    >
                      <EditOutlined />
                    </IconButton>
                    {list.canDelete && (
                      <IconButton
                        aria-label={t('system.roles.delete', { name: role.role })}
                        onClick={() => deletion.ask(role)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!list.isLoading && list.roles.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('system.roles.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.total}
          page={list.page}
          onPageChange={(_, page) => list.setPage(page)}
          rowsPerPage={ROLES_PAGE_SIZE}
          rowsPerPageOptions={[ROLES_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('system.roles.rowsShown', { from, to, count })}
          getItemAriaLabel={(type) => t(`system.roles.page.${type}`)}
        />
      </Paper>
      <ConfirmDialog
        open={deletion.role !== undefined}
        title={t('system.roles.deleteTitle', { name: deletion.role?.role ?? '' })}
        text={t('system.roles.deleteText')}
        error={deletion.error}
        deleting={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        confirmLabel={t('system.roles.deleteConfirm')}
        destructive
      />
    </Stack>
  );
}
