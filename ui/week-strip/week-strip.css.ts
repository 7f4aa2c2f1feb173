import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The week's surface: one row of seven days under the weekday letters. */
export const strip = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
});
