import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const emptyState = style({
  border: 'none',
  backgroundColor: 'transparent',
  paddingBlock: vars.space.xxl,
});
