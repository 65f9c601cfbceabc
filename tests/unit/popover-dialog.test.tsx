// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PopoverDialog } from '../../src/components/PopoverDialog.tsx';
import { usePopover } from '../../src/components/usePopover.ts';

afterEach(cleanup);

function Filters({ named }: { named: 'by label' | 'by heading' }) {
  const popover = usePopover();
  const headingId = useId();
  const name = named === 'by label' ? { label: 'Filters' } : { labelledBy: headingId };
  return (
    <>
      <Button {...popover.triggerProps}>Open filters</Button>
      <PopoverDialog popover={popover} {...name}>
        <h2 id={headingId}>Filters</h2>
        <Button onClick={popover.close}>Apply</Button>
      </PopoverDialog>
    </>
  );
}

// While the dialog is open, the page behind it is hidden from assistive technology.
const opener = () => screen.getByRole('button', { name: 'Open filters', hidden: true });

describe('usePopover with PopoverDialog', () => {
  it.each(['by label', 'by heading'] as const)('opens a dialog named %s, and says so on its button', (named) => {
    render(<Filters named={named} />);
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener());
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(opener().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    render(<Filters named="by label" />);
    opener().focus();
    fireEvent.click(opener());
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Filters' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener());
  });

  it('closes from inside, through the control', async () => {
    render(<Filters named="by label" />);
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
