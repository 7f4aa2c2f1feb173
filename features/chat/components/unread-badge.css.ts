import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** A conversation's (and the Chat tab's) unread count. */
export const badge = style({
  flex: 'none',
  minWidth: '1.5rem',
  height: '1.5rem',
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
