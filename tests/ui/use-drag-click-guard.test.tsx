import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDragClickGuard } from '../../ui/swipe/use-drag-click-guard';

function Swiped({ onItem }: { onItem: () => void }) {
  const guard = useDragClickGuard();
  return (
    <div data-testid="swiped" {...guard}>
      <button type="button" onClick={onItem}>
        Item
      </button>
    </div>
  );
}

describe('useDragClickGuard', () => {
  it('given a press and release on the same spot, when it clicks, should let the click through', () => {
    const onItem = vi.fn();
    render(<Swiped onItem={onItem} />);
    const item = screen.getByRole('button', { name: 'Item' });
    fireEvent.pointerDown(item, { clientX: 100, clientY: 20 });
    fireEvent.click(item, { clientX: 104, clientY: 22, detail: 1 });
    expect(onItem).toHaveBeenCalledTimes(1);
  });

  it('given a drag of 60 px, when the release clicks, should swallow the click', () => {
    const onItem = vi.fn();
    render(<Swiped onItem={onItem} />);
    const item = screen.getByRole('button', { name: 'Item' });
    fireEvent.pointerDown(item, { clientX: 100, clientY: 20 });
    fireEvent.click(item, { clientX: 40, clientY: 20, detail: 1 });
    expect(onItem).not.toHaveBeenCalled();
  });

  it('given a keyboard click (detail 0), should always let it through', () => {
    const onItem = vi.fn();
    render(<Swiped onItem={onItem} />);
    const item = screen.getByRole('button', { name: 'Item' });
    fireEvent.pointerDown(item, { clientX: 100, clientY: 20 });
    fireEvent.click(item, { clientX: 0, clientY: 0, detail: 0 });
    expect(onItem).toHaveBeenCalledTimes(1);
  });
});
