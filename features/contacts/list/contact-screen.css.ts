import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(8%)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

/**
 * The popup's card made a full screen. The attribute selectors outrank the
 * card's own rules whatever order the stylesheets load in.
 */
export const sheet = style({
  selectors: {
    '&[role="dialog"][data-state]': {
      top: 0,
      left: 0,
      transform: 'none',
      width: '100%',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      padding: 0,
      gap: 0,
      borderRadius: 0,
      boxShadow: 'none',
      backgroundColor: vars.color.background,
      overflow: 'hidden',
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const barSpacer = style({ flex: 1 });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const kind = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
  gap: vars.space.sm,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '64px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const actionIcon = style({ display: 'inline-flex' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Upcoming and Past under Appointments. */
export const subTitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const details = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` } },
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const phoneLine = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
});

export const number = style({ fontFamily: vars.font.mono });

export const callIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const appointments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const appointmentLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const cancelled = style({ textDecoration: 'line-through', color: vars.color.textMuted });

/** Attendance counts (issue 26 item 4): five small tiles that wrap on a narrow phone. */
export const attendanceCounts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.xs,
});

export const attendanceCount = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const countValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
