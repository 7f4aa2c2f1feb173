import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const hint = style({
  color: vars.color.text,
});
