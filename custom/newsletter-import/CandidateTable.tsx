import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { keptByImport, type ImportCandidate } from '../../domain/newsletter/import';
import { useFormats } from '../../src/console';

interface CandidateTableProps {
  candidates: readonly ImportCandidate[];
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
}

/** The customers the import would take, each to be chosen; one the list keeps as it is cannot be. */
export function CandidateTable({ candidates, selected, onSelect }: CandidateTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const choosable = candidates.filter((candidate) => !keptByImport(candidate.membership, false));
  const all = choosable.length > 0 && choosable.every((candidate) => selected.has(candidate.id_vc_card));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <Table size="small" aria-label={t('newsletter.import.steps.preview')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={!all && selected.size > 0}
              onChange={() => onSelect(all ? new Set() : new Set(choosable.map((candidate) => candidate.id_vc_card)))}
              slotProps={{ input: { 'aria-label': t('newsletter.import.selectAll') } }}
            />
          </TableCell>
          <TableCell>{t('newsletter.import.columns.name')}</TableCell>
          <TableCell>{t('newsletter.import.columns.email')}</TableCell>
          <TableCell>{t('newsletter.import.columns.consentAt')}</TableCell>
          <TableCell>{t('newsletter.import.columns.inList')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {candidates.map((candidate) => {
          const kept = keptByImport(candidate.membership, false);
          return (
            <TableRow key={candidate.id_vc_card} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(candidate.id_vc_card)}
                  disabled={kept}
                  onChange={() => toggle(candidate.id_vc_card)}
                  slotProps={{ input: { 'aria-label': candidate.name } }}
                />
              </TableCell>
              <TableCell>{candidate.name}</TableCell>
              <TableCell>{candidate.email}</TableCell>
              <TableCell>{formats.dateTime(candidate.newsletter_consent_at)}</TableCell>
              <TableCell>
                {candidate.membership
                  ? t(`newsletter.entities.contact.enums.membership.${candidate.membership}`)
                  : t('newsletter.import.notInList')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
