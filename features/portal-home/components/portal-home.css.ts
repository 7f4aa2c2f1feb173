import { style, styleVariants } from '@vanilla-extract/css';
import { typeRoles } from '../../../ui/theme/type-scale';
import { vars } from '../../../ui/theme/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The next appointment: the one card a client opens the app for. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingInlineStart: `calc(${vars.space.lg} + 4px)`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

/** The 4 px bar of the location kind's colour, always beside its icon and words. */
export const kindBar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '4px',
});

export const kindColour = styleVariants({
  office: { backgroundColor: vars.color.location.office },
  video: { backgroundColor: vars.color.location.video },
  phone: { backgroundColor: vars.color.location.phone },
  other: { backgroundColor: vars.color.location.other },
});

export const kindIconColour = styleVariants({
  office: { color: vars.color.location.office },
  video: { color: vars.color.location.video },
  phone: { color: vars.color.location.phone },
  other: { color: vars.color.location.other },
});

export const eyebrow = style({
  ...typeRoles.caption,
  margin: 0,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const cardTitle = style({
  ...typeRoles.heading,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const kind = style({
  ...typeRoles.label,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
});

export const when = style({
  ...typeRoles.title,
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** Join and the details side by side when they fit (320 px stacks them). */
/** Keeps 'Tue, Nov 24' and '10:00–10:50' whole when the line wraps. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const action = style({
  flex: '1 1 132px',
});

/** Add to calendar: a row of its own, so its words never wrap beside Join or the details. */
export const calendarAction = style({
  flexBasis: '100%',
});

/** Join before it opens: a disabled button that stays readable (it says when it opens). */
export const joinLater = style({
  // Its words are longer than 'Join': a row of its own.
  flexBasis: '100%',
  selectors: {
    '&[disabled]:disabled': {
      opacity: 1,
      color: vars.color.text,
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
  },
});

export const sectionTitle = style({
  ...typeRoles.heading,
  margin: 0,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A tappable card row: the upcoming list's entries and the chat / mail shortcuts. */
const linkCard = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const item = style([linkCard, { gap: vars.space.md }]);

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const itemTitle = style({
  ...typeRoles.label,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  ...typeRoles.caption,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(132px, 1fr))',
  gap: vars.space.sm,
});

export const shortcut = style([linkCard, { gap: vars.space.sm }]);

export const shortcutIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const shortcutLabel = style({
  ...typeRoles.label,
  fontWeight: vars.fontWeight.bold,
  display: 'block',
});

export const shortcutHint = style({
  ...typeRoles.caption,
  display: 'block',
  color: vars.color.textMuted,
});

export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.text,
});

/** Where the calendar starts below the home: a heading, so it is found by headings too. */
export const calendarHeading = style({
  ...typeRoles.heading,
  margin: 0,
  color: vars.color.text,
});
