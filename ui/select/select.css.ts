import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space.md} + 24px)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'inline-flex',
});
