import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingTop: 0,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
});

export const heading = style({
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.heading,
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.text,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const itemName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const error = style([status, { color: vars.color.danger }]);
