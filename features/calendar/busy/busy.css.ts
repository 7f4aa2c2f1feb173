import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** Busy time from a personal calendar: greyed and hatched, so it reads as "not Meadow's" without colour alone. */
export const busyBlock = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceMuted} 0 6px, transparent 6px 12px)`,
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** In a lane that places its items itself: across the lane at its hours. */
export const laneBusy = style({ position: 'absolute', left: 0, right: 0, width: 'auto' });

/** In a list without an hour scale (the team's week): a chip as wide as its words, the hours written out. */
export const chipBusy = style({ display: 'inline-block', width: 'auto', height: 'auto', whiteSpace: 'nowrap' });
