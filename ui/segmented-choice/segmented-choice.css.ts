import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const group = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  flex: '1 1 0',
  minWidth: 0,
  minHeight: `calc(${vars.size.touch} - 6px)`,
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  margin: 0,
  border: 0,
  borderRadius: `calc(${vars.radius.md} - 2px)`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.normal,
  selectors: {
    '&[aria-checked="true"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.textOnBrand,
      boxShadow: vars.shadow.sm,
    },
    '&:hover:not([aria-checked="true"]):not(:disabled)': { backgroundColor: vars.color.surface },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
