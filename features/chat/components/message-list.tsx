/**
 * A conversation's rows, windowed with @tanstack/react-virtual and anchored
 * at the bottom like any messenger: it opens on the newest message, follows
 * new ones while the reader is at the bottom, asks for the next older page
 * when the reader nears the top, and keeps the reader's place when that page
 * is prepended. ui/virtual-list does not fit: it neither anchors at the
 * bottom nor reports scrolling.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ConversationRow } from './chat-rows';
import * as styles from './chat.css';

/** Within this many px of an edge counts as being at it. */
const EDGE_PX = 160;

export interface MessageListProps {
  rows: readonly ConversationRow[];
  renderRow: (row: ConversationRow) => ReactNode;
  /** Accessible name of the log (the conversation's name). */
  label: string;
  /** Shown above the first row: loading, or the start of the conversation. */
  top: ReactNode;
  /** More pages exist and none is loading: nearing the top asks for one. */
  canLoadOlder: boolean;
  onLoadOlder: () => void;
  /** Changes when the user sends: jump to the bottom even if scrolled up. */
  sentCount: number;
}

/** Height of the row above the first message (loading, or the start of the conversation); see chat.css listEdge. */
const TOP_PX = 48;

const estimate = (row: ConversationRow | undefined): number => (row?.kind === 'message' ? 72 : 36);

export function MessageList({ rows, renderRow, label, top, canLoadOlder, onLoadOlder, sentCount }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // True while the reader is at the bottom: new rows and late measurements keep them there.
  const stick = useRef(true);
  /** The first message row and where it started when last rendered. */
  const anchor = useRef<{ key: string; start: number } | null>(null);
  const lastSent = useRef(sentCount);
  // The virtualizer returns functions that React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    paddingStart: TOP_PX,
  });
  const totalSize = virtualizer.getTotalSize();

  const nearTop = () => {
    const el = scrollRef.current;
    if (el && canLoadOlder && el.scrollTop < EDGE_PX) onLoadOlder();
  };

  // Older rows prepended: move down by what grew above the first message the reader had, so the rows they saw stay put.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const before = anchor.current;
    const index = rows.findIndex((r) => r.kind === 'message');
    const key = rows[index]?.key;
    const start = index >= 0 ? virtualizer.measurementsCache[index]?.start : undefined;
    anchor.current = key === undefined || start === undefined ? null : { key, start };
    if (!el || !before || key === before.key || stick.current) return;
    const then = rows.findIndex((r) => r.key === before.key);
    const now = then >= 0 ? virtualizer.measurementsCache[then]?.start : undefined;
    if (now !== undefined) el.scrollTop += now - before.start;
  }, [rows, virtualizer]);

  // At the bottom (or just sent): stay there as rows arrive and get measured.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (sentCount !== lastSent.current) {
      lastSent.current = sentCount;
      stick.current = true;
    }
    if (stick.current) el.scrollTop = el.scrollHeight;
  }, [totalSize, rows.length, sentCount]);

  // A first page shorter than the view cannot be scrolled: ask for more at once.
  useLayoutEffect(nearTop);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    nearTop();
  };

  return (
    <div ref={scrollRef} role="log" aria-label={label} tabIndex={0} className={styles.scroller} onScroll={onScroll} data-testid="chat-log">
      <div className={styles.inner} style={{ height: totalSize }}>
        <div className={styles.listEdge} style={{ height: TOP_PX }}>
          {top}
        </div>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              data-key={row.key}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderRow(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
