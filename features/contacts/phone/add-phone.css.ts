import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { vars } from '../../../ui/theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), { width: '100%' }]);

export const fields = style([sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })]);
export const number = style({ flex: '1 1 auto', minWidth: 0 });
export const type = style({ flex: '0 0 7rem', minWidth: 0 });

export const buttons = style([sprinkles({ display: 'flex', gap: 'sm', justifyContent: 'flex-end' })]);
