import { style } from '@vanilla-extract/css';
import { typeRoles } from '../../../ui/theme/type-scale';
import { vars } from '../../../ui/theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
});

export const heading = style({ margin: 0, ...typeRoles.heading, color: vars.color.text });

export const intro = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const message = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

export const loader = style({
  alignSelf: 'center',
  paddingBlock: vars.space.xl,
});
