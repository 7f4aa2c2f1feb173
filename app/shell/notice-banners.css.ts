import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** Under the app bar, the screen's width (at most the main column's), above the screen but under popups. */
export const stack = style({
  position: 'fixed',
  insetInline: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  paddingInline: `max(${vars.space.sm}, env(safe-area-inset-left))`,
  paddingBlockStart: vars.space.xs,
  // The gaps between the notices let taps through to the screen.
  pointerEvents: 'none',
  ':empty': { display: 'none' },
});

/** Each notice takes its taps. */
export const item = style({ pointerEvents: 'auto' });
