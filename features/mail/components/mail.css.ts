import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/**
 * A list screen takes the viewport's height less the shell (header, nav,
 * footer, padding), like the contacts list: the virtual list scrolls itself
 * instead of growing the page.
 */
export const listScreen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: 'max(20rem, calc(100dvh - 13rem))',
  minHeight: 0,
});

/**
 * With the search panel open the screen grows by the panel and the page
 * scrolls; the list keeps a definite height of its own, so it still scrolls
 * (and virtualises) by itself.
 */
export const listScreenSearching = style([listScreen, { height: 'auto' }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const toolbarEnd = style({ marginInlineStart: 'auto' });

export const list = style({
  minHeight: '12rem',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({ borderBottom: `1px solid ${vars.color.divider}` });

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footerStatus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

/* ---------- mailboxes ---------- */

export const mailboxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const folderActions = style({ display: 'inline-flex', gap: vars.space.xxs });

export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/* ---------- signatures (mailboxes screen) ---------- */

export const signatures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

// As the folder list's section titles above it: one outline, one look.
export const signaturesTitle = style({
  margin: 0,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const signatureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const signatureRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  minWidth: 0,
});

export const signatureName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

// As a text field's label, so the dialog's two fields read alike.
export const signatureBodyLabel = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/* ---------- detail ---------- */

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const subjectRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const starOn = style({ color: vars.color.brand });

export const subject = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const metaTerm = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const metaValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });
globalStyle(`${body} a`, { color: vars.color.brand });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });

export const attachments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/* ---------- the header's Mail badge ---------- */

export const badge = style({
  flex: 'none',
  minWidth: '1.5rem',
  height: '1.5rem',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

// The list's own height while the search panel pushes the screen taller (listScreenSearching).
globalStyle(`${listScreenSearching} ${list}`, { flex: 'none', height: 'max(20rem, calc(100dvh - 13rem))' });
