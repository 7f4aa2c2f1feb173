import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const part = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Wide and tall enough for a thumb: 80 × 48 px, digits at 18 px. */
export const select = style({
  appearance: 'none',
  width: '80px',
  minHeight: '48px',
  paddingRight: `calc(${vars.space.sm} + 16px)`,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'inline-flex',
});

export const separator = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const descriptionInvalid = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
