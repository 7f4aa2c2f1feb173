import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  paddingTop: vars.space.md,
  paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
  borderTop: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
