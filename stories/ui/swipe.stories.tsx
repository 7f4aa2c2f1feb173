import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { useSwipe } from '../../ui/swipe/use-swipe';
import { vars } from '../../ui/theme/vars.css';

interface DemoProps {
  leftThreshold: number;
  rightThreshold: number;
}

/** A swipeable counter with buttons too (swipes must never be the only way). */
function SwipeDemo({ leftThreshold, rightThreshold }: DemoProps) {
  const [page, setPage] = useState(0);
  const handlers = useSwipe({
    onSwipeLeft: () => setPage((value) => value + 1),
    onSwipeRight: () => setPage((value) => value - 1),
    threshold: { left: leftThreshold, right: rightThreshold },
  });
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div
        {...handlers}
        data-testid="swipe-area"
        style={{ touchAction: 'pan-y', height: 160, display: 'grid', placeItems: 'center', background: vars.color.brandSoft, borderRadius: vars.radius.lg }}
      >
        <output aria-live="polite">Page {page}</output>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button variant="secondary" onClick={() => setPage((value) => value - 1)}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => setPage((value) => value + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/useSwipe',
  component: SwipeDemo,
  args: { leftThreshold: 100, rightThreshold: 50 },
} satisfies Meta<typeof SwipeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Mouse drags past the per-direction thresholds swipe; short or vertical drags do not. */
export const MouseSwipes: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('swipe-area');
    const drag = (fromX: number, toX: number, toY = 50) => {
      fireEvent.pointerDown(area, { pointerType: 'mouse', button: 0, clientX: fromX, clientY: 50 });
      fireEvent.pointerUp(area, { pointerType: 'mouse', button: 0, clientX: toX, clientY: toY });
    };
    drag(300, 150);
    await expect(canvas.getByText('Page 1')).toBeInTheDocument();
    drag(300, 220);
    await expect(canvas.getByText('Page 1')).toBeInTheDocument();
    drag(100, 160);
    await expect(canvas.getByText('Page 0')).toBeInTheDocument();
    drag(300, 100, 400);
    await expect(canvas.getByText('Page 0')).toBeInTheDocument();
  },
};
