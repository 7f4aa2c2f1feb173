import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** A phone held sideways: the portrait notice's query (app/shell/portrait-notice.css.ts); a video room stays usable there. */
const phoneLandscape = '(orientation: landscape) and (max-height: 500px)';

/** Phone first (390 × 844): one column; wider screens get a grid. */
export const room = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 960,
  margin: '0 auto',
  width: '100%',
});

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const sub = style({ color: vars.color.textMuted, margin: 0 });

export const preview = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '50vh',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.text,
});

export const video = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const mirrored = style({ transform: 'scaleX(-1)' });
export const contain = style({ objectFit: 'contain' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  padding: vars.space.md,
});

export const tileLabel = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.overlay,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  maxWidth: 'calc(100% - 16px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The call: remote tiles fill the stage, the self-view floats small in a corner. */
export const stage = style({
  '@media': {
    [phoneLandscape]: { gridColumn: 1, gridRow: '1 / -1', minHeight: 0, height: '100%' },
  },
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(var(--columns, 1), minmax(0, 1fr))',
  width: '100%',
  minHeight: '55vh',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.text,
});

export const tile = style({ position: 'relative', minHeight: 160, overflow: 'hidden', '@media': { [phoneLandscape]: { minHeight: 0 } } });

export const selfView = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  width: 96,
  height: 128,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.text,
  zIndex: 1,
  '@media': {
    '(min-width: 768px)': { width: 192, height: 144 },
    // Sideways the camera's picture is wide too, and the height is short.
    [phoneLandscape]: { width: 120, height: 90 },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
});

export const waiting = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
});

export const waitingList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const waitingItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const waitingName = style({ flex: '1 1 8rem', fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const banner = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.text,
});

/*
 * The call on a sideways phone: the whole screen (over the bare screen's bar
 * and margins), the video filling the left, a column of controls on the right
 * inside the safe area, so the thumb reaches them and the notch hides none.
 */
export const callRoom = style([
  room,
  {
    '@media': {
      [phoneLandscape]: {
        position: 'fixed',
        inset: 0,
        zIndex: vars.zIndex.overlay,
        maxWidth: 'none',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateRows: 'auto auto minmax(0, 1fr)',
        gap: vars.space.xs,
        padding: `max(${vars.space.xs}, env(safe-area-inset-top)) max(${vars.space.xs}, env(safe-area-inset-right)) max(${vars.space.xs}, env(safe-area-inset-bottom)) max(${vars.space.xs}, env(safe-area-inset-left))`,
        backgroundColor: vars.color.background,
      },
    },
  },
]);

export const callBanner = style([banner, { '@media': { [phoneLandscape]: { gridColumn: 2, gridRow: 1, maxWidth: '14rem' } } }]);

export const callWaiting = style([waiting, { '@media': { [phoneLandscape]: { gridColumn: 2, gridRow: 2, maxWidth: '14rem', overflowY: 'auto' } } }]);

/** The controls and Leave: their own rows upright, one column beside the video sideways. */
export const side = style({
  display: 'contents',
  '@media': {
    [phoneLandscape]: {
      gridColumn: 2,
      gridRow: 3,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: vars.space.xs,
      maxWidth: '14rem',
      overflowY: 'auto',
    },
  },
});
