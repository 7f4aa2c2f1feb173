import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
});

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
  overflowX: 'auto',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, color: vars.color.brand },
    '&:hover': { color: vars.color.brandHover },
  },
});

/** Below this width the provider switcher gets a row of its own under the title. */
const narrow = 'screen and (max-width: 599px)';

/** The header bar: may wrap, so the switcher can move under the title on a phone. */
export const bar = style({
  flexWrap: 'wrap',
  rowGap: 0,
});

/*
 * Basis 0, so a long title never pushes the actions onto a new row (wrapping
 * goes by flex-basis); it may break over two lines rather than end in '…'.
 * Under `bar` to outrank ui's nowrap and ellipsis whatever the CSS order.
 */
export const title = style({
  selectors: {
    [`${bar} &`]: {
      flexBasis: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});

export const switcher = style({
  minWidth: '9rem',
  maxWidth: '45vw',
  '@media': {
    [narrow]: {
      flexBasis: '100%',
      maxWidth: 'none',
      paddingBottom: vars.space.xs,
    },
  },
});

export const footerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const today = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const comingSoon = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const comingSoonName = style({
  display: 'block',
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Portal users' 'Log out' at the end of the bar: one line, never squeezed by the title. */
export const logout = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
