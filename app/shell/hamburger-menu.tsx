/** The header's hamburger menu (spec 2), loaded when first pressed (header.tsx). */
import { IconButton } from '../../ui/icon-button/icon-button';
import { Menu, MenuItem, MenuList, type MenuItemData } from '../../ui/menu/menu';
import { MenuIcon } from './icons';

export function HamburgerMenu({ items, defaultOpen }: { items: MenuItemData[]; defaultOpen?: boolean }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <IconButton label="Menu">
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Menu.Content>
        <MenuList label="Main menu">
          {items.map((item, index) => (
            <MenuItem key={item.label} href={item.href} current={item.current} tone={item.tone} onSelect={item.onSelect} first={index === 0}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </Menu.Content>
    </Menu.Root>
  );
}
