import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** Covers the whole viewport, opaque: nothing of the app may show around it. */
export const cover = style({
  position: 'fixed',
  inset: 0,
  zIndex: 2147483000,
  overflowY: 'auto',
  background: vars.color.background,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const logOut = style({
  alignSelf: 'center',
});
