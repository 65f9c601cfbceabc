import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrudSort } from '@refinedev/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SortChipsProps {
  sorts: readonly CrudSort[];
  /** The fields a user may sort by, in the order to offer them. */
  sortable: readonly string[];
  label: (field: string) => string;
  onFlip: (field: string) => void;
  onRemove: (field: string) => void;
  onAdd: (field: string) => void;
}

/**
 * The list's sort, one chip per field in order: a click (or Enter) reverses it, its delete icon
 * (or Delete/Backspace) removes it; "add sort" ranks another column last.
 */
export function SortChips({ sorts, sortable, label, onFlip, onRemove, onAdd }: SortChipsProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement>();
  const menuId = useId();
  const headingId = useId();
  const addable = sortable.filter((field) => !sorts.some((sort) => sort.field === field));
  // A removed chip takes the focus with it: it goes on to "add sort" once the list has the new sort.
  const addButton = useRef<HTMLButtonElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current) return;
    removing.current = false;
    addButton.current?.focus();
  }, [sorts]);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={headingId} variant="body2" color="text.secondary">
        {t('list.sort.title')}
      </Typography>
      <Stack
        component="ul"
        role="list"
        aria-labelledby={headingId}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}
      >
        {sorts.length === 0 && (
          <Typography component="li" variant="body2">
            {t('list.sort.none')}
          </Typography>
        )}
        {sorts.map((sort, index) => {
          const direction = t(sort.order === 'asc' ? 'list.sort.ascending' : 'list.sort.descending');
          return (
            <li key={sort.field}>
              <Chip
                size="small"
                variant="outlined"
                color="primary"
                icon={sort.order === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
                label={`${index + 1}. ${label(sort.field)}`}
                aria-label={t('list.sort.chip', { position: index + 1, field: label(sort.field), direction })}
                onClick={() => onFlip(sort.field)}
                onDelete={() => {
                  removing.current = true;
                  onRemove(sort.field);
                }}
              />
            </li>
          );
        })}
      </Stack>
      <Button
        ref={addButton}
        size="small"
        startIcon={<Add />}
        disabled={addable.length === 0}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        {t('list.sort.add')}
      </Button>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== undefined} onClose={() => setMenuAnchor(undefined)}>
        {addable.map((field) => (
          <MenuItem
            key={field}
            onClick={() => {
              setMenuAnchor(undefined);
              onAdd(field);
            }}
          >
            {label(field)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
