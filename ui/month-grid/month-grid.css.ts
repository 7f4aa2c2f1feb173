import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const month = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
});

/** Rows keep a little air between them; each day is still a 44 px target. */
export const weeks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
