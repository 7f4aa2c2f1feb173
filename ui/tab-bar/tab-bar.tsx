import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import * as styles from './tab-bar.css';

export interface TabBarProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** Names the navigation landmark (e.g. the app's sections). */
  label: string;
  /** `TabBarLink`s. */
  children: ReactNode;
}

/**
 * A phone's bottom navigation: a `<nav>` landmark of up to five links, each an
 * icon over a short label, 48 px tall, padded by the bottom safe-area inset.
 * Position it (fixed or sticky) where it is used.
 */
export function TabBar({ label, children, className, ...props }: TabBarProps) {
  return (
    <nav aria-label={label} {...props} className={className}>
      <ul className={styles.root}>{children}</ul>
    </nav>
  );
}

export interface TabBarLinkProps {
  href: string;
  /** The visible, short label; also the link's accessible name (with the badge's). */
  label: string;
  /** A fuller accessible name when the label is shortened; it must contain the label. */
  name?: string;
  /** Decorative icon drawn above the label. */
  icon: ReactNode;
  /** Marks the tab of the page being shown (`aria-current="page"`). */
  current?: boolean;
  /** A small count or dot on the icon (it should carry its own accessible text). */
  badge?: ReactNode;
  /** Call `event.preventDefault()` to route client-side. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function TabBarLink({ href, label, name, icon, current = false, badge, onClick }: TabBarLinkProps) {
  return (
    <li className={styles.entry}>
      <a href={href} className={styles.link} aria-label={name} aria-current={current ? 'page' : undefined} onClick={onClick}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.label}>{label}</span>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </a>
    </li>
  );
}
