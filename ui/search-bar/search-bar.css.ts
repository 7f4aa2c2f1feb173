import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** Field and Cancel side by side; the field takes what Cancel leaves, down to 320 px wide. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

/** The TextField sits in here alone (no hint, no error), so its input is the box the icons centre on. */
export const fieldBox = style({ position: 'relative', flex: 1, minWidth: 0 });

const iconSlot = `calc(${vars.space.md} + 20px + ${vars.space.sm})`;

export const input = style({
  paddingLeft: iconSlot,
  selectors: {
    // The clear icon button replaces the browser's own, which would be a second, unnamed one.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** Room on the right for the clear button. */
export const inputWithClear = style({ paddingRight: `calc(${vars.size.touch} + ${vars.space.xs})` });

/** The search icon or, while busy, the Loader: decoration, so taps go through to the field. */
export const leading = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  width: '20px',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const searchIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const clear = style({
  position: 'absolute',
  right: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
});

/** A long (translated) Cancel wraps within its share rather than squeezing the field. */
export const cancel = style({ flex: '0 1 auto', maxWidth: '40%', paddingLeft: vars.space.sm, paddingRight: vars.space.sm });

export const extra = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

// Two date fields share a row on a phone; a third control (Go) wraps under them at full width.
globalStyle(`${extra} > *`, { flex: '1 1 9rem', minWidth: 0 });
