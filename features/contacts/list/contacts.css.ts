import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/**
 * The list screens take the viewport's height less the shell (header, nav,
 * footer, padding), so the virtual list scrolls itself instead of growing the
 * page: a page-high list would render all 5,000 rows.
 */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: 'max(20rem, calc(100dvh - 13rem))',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = style({
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
});

/** The name and type label line of an entry. */
const entryLine = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const nameButton = style([
  entryLine,
  {
    minHeight: vars.size.touch,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    },
  },
]);

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const kind = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const appointments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cancelled = style({ textDecoration: 'line-through' });

export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const star = style({ fontSize: '1.4rem', lineHeight: 1 });

export const starOn = style({ color: vars.color.brand });

export const phones = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  display: 'flex',
  flexDirection: 'column',
});

export const phoneLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const phoneNumber = style({ fontFamily: vars.font.mono });

/** The phone screen's entry heading (not a button: the numbers are the actions). */
export const entryName = style([
  entryLine,
  {
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.regular,
  },
]);
