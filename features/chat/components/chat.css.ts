import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/**
 * The chat screens take the viewport's height less the shell (header, nav,
 * footer, padding), like the contacts list: the message list scrolls itself
 * and the composer stays under it.
 */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: 'max(20rem, calc(100dvh - 13rem))',
  minHeight: 0,
});

export const dashboard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
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

/** A dashboard row: the conversation link and, for a partner with a contact record, the favourite star beside it. */
export const entryRow = style({
  display: 'flex',
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
  },
});

export const entry = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const starOn = style({ color: vars.color.brand });

export const presence = style({
  flex: 'none',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: 'transparent',
});

export const presenceOnline = style({
  borderColor: vars.color.brand,
  background: vars.color.brand,
});

export const entryText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const entryTop = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const entryName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const entryNameUnread = style({ fontWeight: vars.fontWeight.bold });

export const entryTime = style({
  flex: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const preview = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/* The unread count: its own module, so the Chat tab's badge loads it without the rest of the chat's styles. */
export { badge } from './unread-badge.css';

/* ---------- conversation ---------- */

export const conversationHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // Prepending older pages keeps the position by hand; the browser's anchoring would fight it.
  overflowAnchor: 'none',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const inner = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
});

export const listEdge = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  overflow: 'hidden',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const day = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const newMarker = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  borderTop: `1px solid ${vars.color.brand}`,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const messageOwn = style({ alignItems: 'flex-end' });

export const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const bubbleOwn = style({
  background: vars.color.brandSoft,
});

export const bubbleFailed = style({
  background: vars.color.dangerSoft,
});

export const sender = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  // Message text is plain text: keep the sender's line breaks, break long words.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const failed = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const composerField = style({ flex: 1, minWidth: 0 });

export const composerInput = style({ resize: 'none', maxHeight: '8rem' });
