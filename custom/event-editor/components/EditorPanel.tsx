import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EditorPanelProps {
  /** Spec 2 §2: the panels are numbered 0 to 5; the number names its elements, the header shows the title. */
  index: number;
  title: string;
  open: boolean;
  onToggle: () => void;
  /** A short note beside the title (how many dates, prices). */
  summary?: string;
  children: ReactNode;
}

/**
 * One numbered, collapsible panel of the event editor, its header its translated name (a bare number
 * told the user nothing); its content is drawn only while it is open.
 */
export function EditorPanel({ index, title, open, onToggle, summary, children }: EditorPanelProps) {
  const id = `event-panel-${index}`;
  return (
    <Accordion
      expanded={open}
      onChange={onToggle}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="span">
            {title}
          </Typography>
          {summary && (
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
