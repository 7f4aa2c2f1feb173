import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

/** From this width the provider switcher no longer needs the whole row. */
const wide = 'screen and (min-width: 600px)';

/** The header bar: wraps only as a last resort, rather than push anything off a narrow screen. */
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

/** In the screen, under the bar: the whole width on a phone, a compact field at the end on a wider screen. */
export const switcher = style({
  alignSelf: 'stretch',
  '@media': {
    [wide]: { alignSelf: 'flex-end', width: '18rem' },
  },
});

/** The home screen's logo, which gives way before the title does. */
export const logo = style({
  paddingInlineStart: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
});

/**
 * The bottom dock: copyright line and tab bar. Sticky rather than fixed, so it
 * takes its own room at the end of the page and never covers the screen's last row.
 */
export const dock = recipe({
  base: { zIndex: vars.zIndex.sticky },
  variants: {
    pinned: {
      true: { position: 'sticky', bottom: 0 },
      false: { position: 'static' },
    },
  },
});

export const footerLine = style({
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: `max(${vars.space.md}, env(safe-area-inset-left))`,
});

export const copyright = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** 'Today' fills the slim line's height (24 px, WCAG 2.5.8) and is wide enough to hit by thumb. */
export const today = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  height: '100%',
  minWidth: '4.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

/** Portal users' 'Log out' at the end of the bar: one line, never squeezed by the title. */
export const logout = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
