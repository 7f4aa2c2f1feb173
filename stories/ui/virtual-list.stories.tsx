import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { VirtualList, type VirtualListHandle } from '../../ui/virtual-list/virtual-list';
import { vars } from '../../ui/theme/vars.css';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 1000 }, (_, index) => ({ id: index, name: `Row ${index + 1}` }));

interface DemoProps {
  count: number;
  label: string;
}

/** A full-height flex column: header, then the list taking the rest. */
function Demo({ count, label }: DemoProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 400, border: `1px solid ${vars.color.divider}` }}>
      <div style={{ padding: 8, fontWeight: 700 }}>{label}</div>
      <VirtualList
        label={label}
        items={rows.slice(0, count)}
        estimateSize={48}
        getKey={(row) => row.id}
        empty="Nothing here"
        renderItem={(row) => <div style={{ padding: '12px 16px', borderTop: `1px solid ${vars.color.divider}` }}>{row.name}</div>}
      />
    </div>
  );
}

const meta = {
  title: 'UI/VirtualList',
  component: Demo,
  args: { count: 1000, label: 'Rows' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Only the visible rows are in the DOM, and scrolling renders the others.
 * The list is a Tab stop so arrow keys / End scroll it (real key presses are
 * tested in tests/ui/virtual-list.test.tsx: synthetic events do not scroll).
 */
export const WindowedAndKeyboardScrollable: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Rows' });
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(30);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    await userEvent.tab();
    await expect(list).toHaveFocus();
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Row 1000')).toBeInTheDocument());
    list.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('Row 1')).toBeInTheDocument());
  },
};

export const Empty: Story = { args: { count: 0 } };

/** A parent jumps through the `handle` (as an alphabet index does): rows not yet rendered come to the top. */
export const JumpToIndex: Story = {
  render: (args) => {
    const handle: { current: VirtualListHandle | null } = { current: null };
    return (
      <div style={{ display: 'flex', flexDirection: 'column', height: 400 }}>
        <Button variant="secondary" onClick={() => handle.current?.scrollToIndex(499)}>
          Jump to row 500
        </Button>
        <VirtualList
          label={args.label}
          items={rows.slice(0, args.count)}
          estimateSize={48}
          getKey={(row) => row.id}
          handle={handle}
          renderItem={(row) => <div style={{ padding: '12px 16px', borderTop: `1px solid ${vars.color.divider}` }}>{row.name}</div>}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('Row 500')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to row 500' }));
    await waitFor(() => expect(canvas.getByText('Row 500')).toBeInTheDocument());
    await expect(canvas.queryByText('Row 1', { exact: true })).toBeNull();
  },
};
