import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const textArea = style({
  display: 'block',
  resize: 'vertical',
  minHeight: '96px',
  lineHeight: vars.lineHeight.body,
});

export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const counter = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
