import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/vars.css';

export const message = style({
  margin: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
