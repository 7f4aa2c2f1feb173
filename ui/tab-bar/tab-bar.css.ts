import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Height of the bar above the safe-area inset: one 48 px row of tabs. */
const tabBarRowHeight = '48px';

export const root = style({
  display: 'flex',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'env(safe-area-inset-right)',
  paddingBottom: 'env(safe-area-inset-bottom)',
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  // A drawn line rather than a border, so the row keeps its exact height.
  boxShadow: `inset 0 1px 0 ${vars.color.divider}`,
});

export const entry = style({ display: 'flex', flex: '1 1 0', minWidth: 0 });

export const link = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.touch,
  height: tabBarRowHeight,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.1,
  textAlign: 'center',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

/** The icon with its badge pinned to the top end corner. */
export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '22px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  selectors: {
    [`${link}[aria-current="page"] &`]: { backgroundColor: vars.color.brandSoft },
  },
});

export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: `calc(50% + ${vars.space.sm})`,
  display: 'inline-flex',
});

/** One line, cut with an ellipsis rather than growing the bar. */
export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
