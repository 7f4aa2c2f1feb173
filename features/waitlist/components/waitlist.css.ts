/** The waitlist's screens (issue 29): list, cards, wishes form, offer page. Theme tokens only, so light and dark follow. */
import { style } from '@vanilla-extract/css';
import { typeRoles } from '../../../ui/theme/type-scale';
import { vars } from '../../../ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '640px',
  marginInline: 'auto',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const heading = style({ margin: 0, ...typeRoles.heading, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
});

export const cardHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const name = style({ margin: 0, ...typeRoles.heading, color: vars.color.text, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const windowRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: vars.space.sm, alignItems: 'end' });

export const twoColumns = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text, marginBottom: vars.space.xs });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

export const status = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  selectors: { '&:empty': { display: 'none' }, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const chosen = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.text });

export const dialogBody = style({ maxHeight: 'min(70vh, 640px)', overflowY: 'auto', paddingInline: '2px' });

export const offerCard = style([card, { borderColor: vars.color.brand }]);

export const loader = style({ alignSelf: 'center', paddingBlock: vars.space.xl });
