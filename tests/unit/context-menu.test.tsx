// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContextMenu } from '../../src/components/ContextMenu.tsx';
import { clampToWindow } from '../../src/components/contextMenuPosition.ts';
import { useContextMenu } from '../../src/components/useContextMenu.ts';

describe('a context menu position', () => {
  const WINDOW = { width: 1000, height: 800 };
  const MENU = { width: 200, height: 150 };

  it.each([
    ['inside the window: at the click', { x: 100, y: 120 }, { left: 100, top: 120 }],
    ['near the right edge: shifted left', { x: 950, y: 120 }, { left: 792, top: 120 }],
    ['near the bottom: shifted up', { x: 100, y: 780 }, { left: 100, top: 642 }],
    ['in the corner: shifted both ways', { x: 999, y: 799 }, { left: 792, top: 642 }],
    ['exactly fitting', { x: 792, y: 642 }, { left: 792, top: 642 }],
  ])('%s', (_case, click, expected) => {
    expect(clampToWindow(click, MENU, WINDOW)).toEqual(expected);
  });

  it('keeps a menu larger than the window at its top left edge', () => {
    expect(clampToWindow({ x: 300, y: 300 }, { width: 2000, height: 2000 }, WINDOW)).toEqual({ left: 8, top: 8 });
  });
});

function Harness({ onCopy, onDelete }: { onCopy: () => void; onDelete: () => void }) {
  const menu = useContextMenu();
  return (
    <>
      <div data-testid="target" onContextMenu={menu.open}>
        row
      </div>
      <ContextMenu
        menu={menu}
        items={[
          { key: 'copy', label: 'Copy', onSelect: onCopy },
          { key: 'delete', label: 'Delete', disabled: true, onSelect: onDelete },
        ]}
      />
    </>
  );
}

describe('the context menu', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens at the click, kept inside the window by its measured size', () => {
    render(<Harness onCopy={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.contextMenu(screen.getByTestId('target'), { clientX: 40, clientY: 50 });
    const paper = () => screen.getByRole('menu').parentElement as HTMLElement;
    expect([paper().style.left, paper().style.top]).toEqual(['40px', '50px']);

    act(() => screen.getByRole('menu').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    fireEvent.contextMenu(screen.getByTestId('target'), {
      clientX: window.innerWidth - 5,
      clientY: window.innerHeight - 5,
    });
    expect([paper().style.left, paper().style.top]).toEqual([
      `${window.innerWidth - 200 - 8}px`,
      `${window.innerHeight - 120 - 8}px`,
    ]);
  });

  it('runs an item and closes; a disabled item is greyed and does nothing', () => {
    const onCopy = vi.fn();
    const onDelete = vi.fn();
    render(<Harness onCopy={onCopy} onDelete={onDelete} />);
    fireEvent.contextMenu(screen.getByTestId('target'), { clientX: 10, clientY: 10 });

    const deleteItem = screen.getByRole('menuitem', { name: 'Delete' });
    expect(deleteItem.getAttribute('aria-disabled')).toBe('true');
    expect(deleteItem.classList.contains('Mui-disabled')).toBe(true);
    fireEvent.click(deleteItem);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });
});
