import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { VirtualList } from '../../ui/virtual-list/virtual-list';

const items = Array.from({ length: 500 }, (_, index) => `Item ${index + 1}`);

function Example() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 600 }}>
      <h2 style={{ margin: 0 }}>Heading</h2>
      <VirtualList label="Items" items={items} estimateSize={40} getKey={(item) => item} renderItem={(item) => <div style={{ height: 40 }}>{item}</div>} />
    </div>
  );
}

describe('VirtualList', () => {
  test('given a long list in a full-height flex column when rendered should fill the rest and render only visible rows', async () => {
    render(<Example />);
    const list = page.getByRole('list', { name: 'Items' });
    await expect.element(list).toBeVisible();
    const box = list.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThan(500);
    expect(box.height).toBeLessThanOrEqual(600);
    expect(page.getByRole('listitem').all().length).toBeLessThan(40);
  });

  test('given a focused list when End and Home are pressed should scroll to the last and first rows', async () => {
    render(<Example />);
    await userEvent.tab();
    await expect.element(page.getByRole('list', { name: 'Items' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByText('Item 500')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByText('Item 1', { exact: true })).toBeVisible();
  });
});
