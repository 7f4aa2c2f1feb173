import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
});
