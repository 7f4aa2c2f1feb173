import { style } from '@vanilla-extract/css';
import { typeRoles } from '../../../ui/theme/type-scale';
import { vars } from '../../../ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ margin: 0, ...typeRoles.heading, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.body });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });

export const addressRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const addressField = style({ flex: 1, minWidth: 0 });

export const qr = style({ alignSelf: 'center', width: '200px', height: '200px', background: '#fff', borderRadius: vars.radius.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const message = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/** Busy calendars (issue 28 item 2): one card per calendar. */
export const busyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const busyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
