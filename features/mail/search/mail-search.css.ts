import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** Above the mail list: the results scroll inside it so the list keeps its place. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  maxHeight: '75dvh',
  overflowY: 'auto',
  // In the list screen's flex column it would otherwise shrink to a sliver.
  flexShrink: 0,
});

export const extra = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupHeading = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const row = style({
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted });
