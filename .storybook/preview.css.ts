import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/vars.css';

export const root = style({
  minHeight: '100%',
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
