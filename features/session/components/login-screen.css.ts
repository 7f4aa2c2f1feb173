import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../../ui/theme/surfaces';
import { vars } from '../../../ui/theme/vars.css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  marginInline: 'auto',
  ...cardSurface,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textAlign: 'center',
});

/** The red message area of the spec; empty but present so screen readers hear new text. */
export const message = style({
  margin: 0,
  minHeight: vars.lineHeight.body,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const forgot = style({
  alignSelf: 'center',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
});

export const bottom = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
