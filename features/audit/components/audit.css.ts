import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** Phone first: one column of filters, then the events as cards; wider screens put the filters side by side. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const refused = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
});

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const what = style([line, { fontWeight: vars.fontWeight.medium }]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const term = style({ fontWeight: vars.fontWeight.medium });

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const route = style([value, { fontFamily: vars.font.mono }]);

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
