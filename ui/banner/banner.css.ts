import { style } from '@vanilla-extract/css';
import { typeRoles } from '../theme/type-scale';
import { vars } from '../theme/vars.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
});

export const text = style({
  flex: '1 1 12rem',
  margin: 0,
  paddingBlock: vars.space.sm,
  ...typeRoles.body,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const close = style({ flexShrink: 0, marginInlineStart: 'auto' });
