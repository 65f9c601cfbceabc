import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../src/console';
import { BoardingEntriesEditor } from './BoardingEntriesEditor';
import {
  addressLine,
  inputProblems,
  PARTICIPANT_GROUPS,
  participantChange,
  participantInputs,
  participantName,
  serverProblems,
  type FieldProblem,
  type ParticipantChange,
  type ParticipantField,
} from './processState';
import type { BoardingEntry, Participant, TravelStop } from './processTypes';

interface ParticipantDialogProps {
  participant: Participant;
  stops: readonly TravelStop[];
  editable: boolean;
  onSave: (change: ParticipantChange) => Promise<void>;
  onClose: () => void;
}

/**
 * One participant with every field of spec 1 §3 (person, passport, travel, services) and the
 * boarding entries: checked against Ratio's lengths before sending, the server's refusals shown at
 * their fields.
 */
export function ParticipantDialog({ participant, stops, editable, onSave, onClose }: ParticipantDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [inputs, setInputs] = useState(() => participantInputs(participant));
  const [entries, setEntries] = useState<BoardingEntry[]>(() => participant.zustiege.map((entry) => ({ ...entry })));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const say = (problem: FieldProblem) => t(problem.key, { ...problem.params, defaultValue: problem.key });

  async function save() {
    const found = inputProblems(inputs);
    setProblems(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) return;
    const change = participantChange(participant, inputs, entries);
    if (!change) return onClose();
    setSaving(true);
    try {
      await onSave(change);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((item) => item.field)) {
        const refused = serverProblems(error);
        setProblems(refused.fields);
        setGeneral(refused.general.map(say));
      } else setGeneral([errorMessage(error, t)]);
    } finally {
      setSaving(false);
    }
  }

  const field = ({ name, kind, maxLength, multiline }: ParticipantField) => {
    const value = inputs[name] ?? '';
    const problem = problems[name];
    const counter =
      maxLength !== undefined && value.length > 0
        ? t('processes.screen.participant.length', { length: value.length, limit: maxLength })
        : undefined;
    return (
      <TextField
        key={name}
        sx={multiline ? { gridColumn: '1 / -1' } : undefined}
        fullWidth
        size="small"
        label={t(`processes.screen.participant.fields.${name}`)}
        value={value}
        type={kind === 'date' ? 'date' : 'text'}
        slotProps={{ inputLabel: kind === 'date' ? { shrink: true } : undefined }}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        disabled={!editable || saving}
        error={problem !== undefined}
        helperText={problem ? say(problem) : counter}
        onChange={(event) => setInputs((current) => ({ ...current, [name]: event.target.value }))}
      />
    );
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{participantName(participant)}</DialogTitle>
      <DialogContent dividers>
        {general.map((message) => (
          <Alert key={message} severity="error" sx={{ mb: 2 }}>
            {message}
          </Alert>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {participant.address
            ? `${t('processes.screen.participant.kennziffer')} ${participant.kennziffer}: ${addressLine(participant)}`
            : t('processes.screen.participants.noAddress')}
        </Typography>
        {PARTICIPANT_GROUPS.map((group) => (
          <section key={group.key}>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
              {t(`processes.screen.participant.groups.${group.key}`)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
              {group.fields.map(field)}
            </Box>
          </section>
        ))}
        <BoardingEntriesEditor
          entries={entries}
          stops={stops}
          editable={editable && !saving}
          problems={problems}
          say={say}
          onChange={setEntries}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t(editable ? 'processes.screen.cancel' : 'processes.screen.close')}
        </Button>
        {editable && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t('processes.screen.participant.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
