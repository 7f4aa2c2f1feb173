import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../../ui/button/button';
import { Menu, MenuList } from '../../ui/menu/menu';
import { popupBehaviour } from './popup-behaviour';

const onFirst = vi.fn();

function Example() {
  return (
    <div style={{ paddingTop: 200, display: 'flex', justifyContent: 'center' }}>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button>Actions</Button>
        </Menu.Trigger>
        <Menu.Content label="Actions">
          <MenuList
            label="Actions menu"
            items={[
              { label: 'First', onSelect: onFirst },
              { label: 'Second', href: '#second' },
            ]}
          />
        </Menu.Content>
      </Menu.Root>
    </div>
  );
}

popupBehaviour('Menu', Example, { triggerName: 'Actions', role: 'menu', name: 'Actions menu' });

function Unlabelled() {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button>Options</Button>
      </Menu.Trigger>
      <Menu.Content>
        <MenuList label="Options menu" items={[{ label: 'One' }, { label: 'Two' }]} />
      </Menu.Content>
    </Menu.Root>
  );
}

popupBehaviour('Menu without a card label', Unlabelled, { triggerName: 'Options', role: 'menu', name: 'Options menu' });

describe('MenuList', () => {
  test('given an open menu when an item is chosen with Enter should call onSelect and close', async () => {
    render(<Example />);
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect.element(page.getByRole('menuitem', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onFirst).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  test('given an inline list when tabbing in should offer one Tab stop and move with arrows', async () => {
    render(<MenuList label="Main" items={[{ label: 'A' }, { label: 'B' }, { label: 'C' }]} />);
    await userEvent.tab();
    await expect.element(page.getByRole('menuitem', { name: 'A' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'C' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('menuitem', { name: 'C' })).not.toHaveFocus();
  });
});
