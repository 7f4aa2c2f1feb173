import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The strip: 44 px wide, as tall as its container; the whole of it is the touch target. */
export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: vars.size.touch,
  minWidth: vars.size.touch,
  height: '100%',
  minHeight: 0,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  // A drag picks letters instead of scrolling the page.
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` },
    '&[data-dragging="true"]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const letter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 0',
  minHeight: 0,
  width: '100%',
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
});

/** The letter's mark: brand and bold when it has entries, muted when not, filled when it is the current one. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  maxHeight: '100%',
  borderRadius: vars.radius.full,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-disabled="true"]': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
    '&[data-current="true"]': { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});
