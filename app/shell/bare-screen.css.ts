import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxWidth: '480px',
  marginInline: 'auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});
