/**
 * Mailbox and folder navigation: a named `<nav>` of link lists, one per
 * section, with count badges and optional per-item actions beside the links.
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick } from '../message-row/plain-click';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './folder-list.css';

export type { FolderLinkVariants } from './folder-list.css';

export interface FolderListItem {
  /** Stable id, passed back to `onSelect`. */
  id: string;
  /** Visible name of the folder. */
  label: string;
  href: string;
  /** A badge; 0 or absent shows none. */
  count?: number;
  /** What screen readers hear for the count instead of the bare number, e.g. "3 unread". */
  countLabel?: string;
  /** The folder being shown (`aria-current="page"`). */
  current?: boolean;
  /** Decorative icon before the label (hidden from screen readers). */
  icon?: ReactNode;
  /** Controls for this folder (e.g. rename, delete), rendered beside the link, not inside it. */
  actions?: ReactNode;
}

export interface FolderListSection {
  /** Visible heading of the section; its list is named by it. */
  title?: string;
  items: readonly FolderListItem[];
}

export const folderListTitleLevels = [2, 3, 4, 5, 6] as const;
export type FolderListTitleLevel = (typeof folderListTitleLevels)[number];

export interface FolderListProps {
  /** Accessible name of the `<nav>`, e.g. "Mail folders". */
  label: string;
  sections: readonly FolderListSection[];
  /**
   * Called on a plain left click of a folder (not Ctrl/Cmd/Shift/Alt-clicks,
   * which open a new tab) so a router can `event.preventDefault()` and navigate.
   */
  onSelect?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of section titles, to fit the page's outline (default 2). */
  titleLevel?: FolderListTitleLevel;
  className?: string;
}

export function FolderList({ label, sections, onSelect, titleLevel = 2, className }: FolderListProps) {
  const baseId = useId();
  const Title = `h${titleLevel}` as const;
  devAssert(
    sections.flatMap((section) => section.items).filter((item) => item.current).length <= 1,
    'FolderList has more than one `current` item; only the folder being shown is current.',
  );
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      {sections.map((section, sectionIndex) => {
        const titleId = `${baseId}-title-${sectionIndex}`;
        return (
          <div key={section.title ?? sectionIndex} className={styles.section}>
            {section.title ? (
              <Title id={titleId} className={styles.title}>
                {section.title}
              </Title>
            ) : null}
            <ul aria-labelledby={section.title ? titleId : undefined} className={styles.list}>
              {section.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <a
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    onClick={(event) => {
                      if (isPlainClick(event)) onSelect?.(item.id, event);
                    }}
                    className={styles.link({ current: Boolean(item.current) })}
                  >
                    {item.icon ? (
                      <span aria-hidden="true" className={styles.icon}>
                        {item.icon}
                      </span>
                    ) : null}
                    <span className={styles.label}>{item.label}</span>
                    <CountBadge count={item.count} countLabel={item.countLabel} />
                  </a>
                  {item.actions ? <span className={styles.actions}>{item.actions}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function CountBadge({ count, countLabel }: Pick<FolderListItem, 'count' | 'countLabel'>) {
  if (!count || count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      {/* The space keeps the link's name from reading "Inbox3 unread". */}
      <VisuallyHidden> {countLabel ?? String(count)}</VisuallyHidden>
    </span>
  );
}
