import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const anchor = style({ position: 'relative' });

export const input = style({});

/** Room on the right for the clear button. */
export const inputWithClear = style({ paddingRight: `calc(${vars.size.touch} + ${vars.space.xs})` });

export const clear = style({
  position: 'absolute',
  right: 0,
  top: '50%',
  transform: 'translateY(-50%)',
});

export const popup = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Ten rows of one line fit; longer lists scroll. */
export const listbox = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    // The active option is where the keyboard is: a tint plus an inset bar, not colour alone.
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const optionLabel = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.tight });

export const empty = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const footer = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.divider}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});
