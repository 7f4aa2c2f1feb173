import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { edgeEnabled, indexAtFraction, keyMove, stepEnabled } from './alpha-index-state';
import * as styles from './alpha-index.css';

export interface AlphaIndexProps {
  /** Every letter of the strip, top to bottom (e.g. A–Z and '#'). */
  letters: readonly string[];
  /** The letters that have entries; the others show muted and are skipped. */
  available: readonly string[];
  /** Jump to a letter's section. */
  onSelect: (letter: string) => void;
  /** Accessible name of the index (e.g. "Jump to letter"). Required. */
  label: string;
  className?: string;
}

/**
 * A vertical alphabet index beside a long list, as phones' contact lists have:
 * tap or drag along the strip to jump to a letter's section. The whole strip
 * (44 px wide, as tall as its container) is the target, so small letters
 * stay easy to hit. For the keyboard and screen readers it is one adjustable
 * control (a vertical slider whose value is the letter): arrows step to the
 * previous or next letter that has entries, Home and End to the ends.
 */
export function AlphaIndex({ letters, available, onSelect, label, className }: AlphaIndexProps) {
  devAssert(label.trim() !== '', 'AlphaIndex needs a non-empty `label`: it names the control for screen readers.');
  const enabled = letters.map((l) => available.includes(l));
  const [current, setCurrent] = useState(-1);
  const [dragging, setDragging] = useState(false);
  const strip = useRef<HTMLDivElement | null>(null);
  const shown = current >= 0 && enabled[current] ? current : edgeEnabled(enabled, 'first');

  const choose = (index: number) => {
    const letter = letters[index];
    if (letter === undefined || !enabled[index]) return;
    setCurrent(index);
    onSelect(letter);
  };

  /** A press always jumps (again, after scrolling away); a drag only when it reaches another letter. */
  const chooseAt = (clientY: number, press: boolean) => {
    const rect = strip.current?.getBoundingClientRect();
    if (!rect || rect.height <= 0) return;
    const index = indexAtFraction((clientY - rect.top) / rect.height, letters.length);
    if (press || index !== current) choose(index);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Keep the moves coming while the finger slides past the strip's edge.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a scripted event) cannot be captured; the press still counts.
    }
    setDragging(true);
    chooseAt(event.clientY, true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) chooseAt(event.clientY, false);
  };
  const endDrag = () => setDragging(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMove(event.key);
    if (!move) return;
    event.preventDefault();
    const next = move.kind === 'edge' ? edgeEnabled(enabled, move.edge) : shown < 0 ? edgeEnabled(enabled, 'first') : stepEnabled(enabled, shown, move.step);
    if (next >= 0) choose(next);
  };

  const none = shown < 0;
  return (
    <div
      ref={strip}
      role="slider"
      tabIndex={none ? -1 : 0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={0}
      aria-valuemax={Math.max(letters.length - 1, 0)}
      aria-valuenow={none ? 0 : shown}
      aria-valuetext={none ? undefined : letters[shown]}
      aria-disabled={none || undefined}
      data-dragging={dragging}
      className={cx(styles.strip, className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={onKeyDown}
    >
      {letters.map((letter, index) => (
        <span key={letter} aria-hidden="true" className={styles.letter} data-letter={letter}>
          <span className={styles.mark} data-disabled={!enabled[index]} data-current={dragging && index === current}>
            {letter}
          </span>
        </span>
      ))}
    </div>
  );
}
