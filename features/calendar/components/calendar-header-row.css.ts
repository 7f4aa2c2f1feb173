/**
 * The calendar's one header row (issue 27 item 2): arrows round the title,
 * whose calendar it is under the title, the view switch at the end. One
 * 44 px row at 390 px, so the day keeps nine hours on a phone.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { chevron as selectChevron } from '../../../ui/select/select.css';
import { vars } from '../../../ui/theme/vars.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space.xxs,
  minHeight: vars.size.touch,
});

/** Without arrows (the month and year grids carry their own): the title takes their room. */
export const rowWithoutArrows = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto',
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  textAlign: 'center',
  selectors: { [`${rowWithoutArrows} &`]: { alignItems: 'flex-start', textAlign: 'start' } },
});

export const title = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Under the title: spec 9's MM-DD-YYYY date and whose calendar it is. */
export const subtitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  color: vars.color.textMuted,
  selectors: { [`${rowWithoutArrows} &`]: { justifyContent: 'flex-start' } },
});

// '11-24-2026 · Maria Rivera': a dot between the line's parts, drawn, not read.
globalStyle(`${subtitle} > * + *::before`, { content: '"·"', marginInlineEnd: vars.space.xs, color: vars.color.textMuted });

export const providerName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const providerField = style({ minWidth: 0, flex: '0 1 auto' });

/**
 * The provider switcher as a line of text with a chevron: the native picker
 * still opens on a tap. Scoped under the row to outrank the field's own
 * size whatever the CSS order.
 */
export const providerSelect = style({
  selectors: {
    [`${row} &`]: {
      minHeight: '24px',
      height: '24px',
      width: 'auto',
      maxWidth: '100%',
      paddingBlock: 0,
      paddingInlineStart: vars.space.xxs,
      paddingInlineEnd: '18px',
      border: 0,
      borderRadius: vars.radius.sm,
      background: 'transparent',
      color: vars.color.text,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.medium,
      lineHeight: '24px',
      boxShadow: 'none',
    },
  },
});

globalStyle(`${row} ${selectChevron}`, { right: 0 });

export const viewMenu = style({ position: 'relative' });

export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const viewList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '9rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const viewLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: `calc(${vars.radius.md} - 2px)`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
    '&:hover:not([aria-current="page"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});
