import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Fills the rest of a flex column (`flex: 1; min-height: 0`) and scrolls itself. */
export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const inner = style({ position: 'relative', width: '100%' });

export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
