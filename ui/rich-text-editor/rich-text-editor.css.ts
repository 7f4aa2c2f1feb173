import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, opacity: 0.7 },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.divider}`,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

/** Between the inline styles and the lists. */
export const separator = style({
  width: '1px',
  height: '24px',
  marginLeft: vars.space.xs,
  marginRight: vars.space.xs,
  backgroundColor: vars.color.divider,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  margin: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: '0' },
  },
});

const glyph = style({ fontSize: vars.fontSize.lg, lineHeight: 1, fontFamily: vars.font.body });
export const glyphBold = style([glyph, { fontWeight: vars.fontWeight.bold }]);
export const glyphItalic = style([glyph, { fontStyle: 'italic', fontFamily: 'Georgia, "Times New Roman", serif' }]);
export const glyphUnderline = style([glyph, { textDecoration: 'underline', textUnderlineOffset: '2px' }]);

export const editor = style({
  position: 'relative',
  padding: vars.space.md,
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  overflowY: 'auto',
  borderBottomLeftRadius: vars.radius.md,
  borderBottomRightRadius: vars.radius.md,
  cursor: 'text',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    // Absolute, so the caret stays at the start of the empty editor instead of after the text.
    '&[data-empty]::before': {
      content: 'attr(data-placeholder)',
      position: 'absolute',
      left: vars.space.md,
      right: vars.space.md,
      color: vars.color.textMuted,
      pointerEvents: 'none',
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

globalStyle(`${editor} > :first-child`, { marginTop: 0 });
globalStyle(`${editor} > :last-child`, { marginBottom: 0 });
globalStyle(`${editor} p`, { marginTop: 0, marginBottom: vars.space.sm });
globalStyle(`${editor} ul, ${editor} ol`, { marginTop: vars.space.xs, marginBottom: vars.space.xs, paddingLeft: vars.space.xl });
