import { useVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useRef, type Key, type ReactNode, type Ref } from 'react';
import { cx } from '../utils/cx';
import * as styles from './virtual-list.css';

export interface VirtualListProps<T> {
  /** All the items; only the visible ones (plus `overscan`) are rendered. */
  items: readonly T[];
  /** Estimated row height in px (a number, or per index). Rows are measured after rendering. */
  estimateSize: number | ((index: number) => number);
  /** Stable key of an item. */
  getKey: (item: T, index: number) => Key;
  /** Renders one row's content (wrapped in a `role="listitem"`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. Required. */
  label: string;
  /** Rows rendered beyond the visible area (default 5). */
  overscan?: number;
  /** Shown when `items` is empty. */
  empty?: ReactNode;
  className?: string;
  /** Commands for the parent, e.g. an alphabet index jumping to a section. */
  handle?: Ref<VirtualListHandle>;
}

export interface VirtualListHandle {
  /** Scrolls so that the item at `index` is at the top (rows not yet rendered included). */
  scrollToIndex: (index: number) => void;
}

/**
 * A windowed list on @tanstack/react-virtual. It scrolls itself: place it in a
 * flex column of full height (it takes `flex: 1; min-height: 0`). The scroller
 * is focusable so the keyboard can scroll it (arrows, PageUp/PageDown, Home/End).
 */
export function VirtualList<T>({
  items,
  estimateSize,
  getKey,
  renderItem,
  label,
  overscan = 5,
  empty,
  className,
  handle,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The virtualizer returns functions that React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    getItemKey: (index) => getKey(items[index] as T, index),
    overscan,
  });
  useImperativeHandle(handle, () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'start' }) }), [virtualizer]);
  return (
    <div ref={scrollRef} role="list" aria-label={label} tabIndex={0} className={cx(styles.scroller, className)}>
      {items.length === 0 && empty ? (
        <div role="listitem" className={styles.empty}>
          {empty}
        </div>
      ) : (
        <div role="presentation" className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(items[row.index] as T, row.index)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
