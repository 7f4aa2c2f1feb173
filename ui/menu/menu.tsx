import {
  createContext,
  useContext,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Popover, type PopoverContentProps, type PopoverRootProps } from '../popover/popover';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { nextMenuIndex } from './menu-state';
import * as styles from './menu.css';

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];
export type { MenuItemVariants } from './menu.css';

/** One entry of a `MenuList`. With `href` it renders a link, otherwise a button. */
export interface MenuItemData {
  /** Text of the item. */
  label: string;
  /** Called when chosen (click, Enter, Space). For links, call `event.preventDefault()` to route client-side. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the item a link. */
  href?: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
  /** `danger` for destructive actions such as signing out of everything. */
  tone?: MenuItemTone;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Stable key (default: the label). */
  key?: string;
}

interface MenuContextValue {
  close: () => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

/** Root of a popover menu. Same props as `Popover.Root`; items close it when chosen. */
function Root({ open, defaultOpen = false, onOpenChange, ...props }: PopoverRootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <MenuContext.Provider value={{ close: () => setOpen(false) }}>
      <Popover.Root {...props} open={isOpen} onOpenChange={setOpen} />
    </MenuContext.Provider>
  );
}

export interface MenuContentProps extends PopoverContentProps {
  /**
   * Accessible name of the card. Without it the card is only a container
   * (`role="presentation"`) and the `MenuList` inside, named by its own
   * `label`, is what screen readers announce.
   */
  label?: string;
}

/** The popover card holding a `MenuList`; focus moves to the first item on open. */
function Content({ label, className, align = 'end', ...props }: MenuContentProps) {
  return (
    <Popover.Content
      // Radix makes the card a dialog; an unnamed dialog around a named menu only adds noise.
      role={label ? 'dialog' : 'presentation'}
      aria-label={label}
      {...props}
      align={align}
      className={cx(styles.content, className)}
    />
  );
}

export interface MenuListProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'children'> {
  /** Accessible name of the menu. Required. */
  label: string;
  /** Items as data (label + onSelect / href). Or pass `MenuItem` children. */
  items?: readonly MenuItemData[];
  children?: ReactNode;
}

/**
 * A vertical `role="menu"`: one Tab stop, ArrowUp/ArrowDown/Home/End move
 * focus. Usable inside `Menu.Content` (a header menu) or on its own (a
 * hamburger drawer).
 */
export function MenuList({ label, items, children, className, onKeyDown, ...props }: MenuListProps) {
  devAssert(items !== undefined || children !== undefined, 'MenuList needs `items` or MenuItem children.');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const menu = event.currentTarget;
    const entries = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const next = nextMenuIndex(event.key, current, entries.length);
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };
  return (
    <div
      {...props}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      onKeyDown={handleKeyDown}
      className={cx(styles.list, className)}
    >
      {items?.map((item, index) => (
        <MenuItem
          key={item.key ?? item.label}
          href={item.href}
          current={item.current}
          tone={item.tone}
          icon={item.icon}
          disabled={item.disabled}
          onSelect={item.onSelect}
          first={index === 0}
        >
          {item.label}
        </MenuItem>
      ))}
      {children}
    </div>
  );
}

export interface MenuItemProps extends Omit<MenuItemData, 'label' | 'key'> {
  children: ReactNode;
  /** The Tab stop of the menu (set it on the first item). */
  first?: boolean;
  className?: string;
}

/** One `role="menuitem"`: a link with `href`, a button otherwise. Closes the surrounding `Menu`. */
export function MenuItem({ children, onSelect, href, current, tone = 'neutral', icon, disabled, first, className }: MenuItemProps) {
  const menu = useContext(MenuContext);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.(event);
    menu?.close();
  };
  const shared = {
    role: 'menuitem',
    tabIndex: first ? 0 : -1,
    'aria-disabled': disabled || undefined,
    className: cx(styles.item({ tone }), className),
    onClick: handleClick,
  } as const;
  const content = (
    <>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </>
  );
  return href !== undefined ? (
    <a {...shared} href={href} aria-current={current ? 'page' : undefined}>
      {content}
    </a>
  ) : (
    <button {...shared} type="button">
      {content}
    </button>
  );
}

/** A header / overflow menu: `Menu.Root` › `Menu.Trigger asChild` › `Menu.Content` › `MenuList`. */
export const Menu = { Root, Trigger: Popover.Trigger, Anchor: Popover.Anchor, Content, List: MenuList, Item: MenuItem };
