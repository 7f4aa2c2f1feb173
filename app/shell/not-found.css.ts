import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
