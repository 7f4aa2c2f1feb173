import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const errorText = style([text, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});
