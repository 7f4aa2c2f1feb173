/**
 * The contact forms: one column of titled groups, mobile first. Layout and
 * colour come from the theme's sprinkles; only what they do not cover
 * (borders, the fieldset's reset, flex bases) is written out.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { vars } from '../../../ui/theme/vars.css';

const column = sprinkles({ display: 'flex', flexDirection: 'column' });

export const form = style([column, sprinkles({ gap: 'lg', paddingBottom: 'xl' })]);

/** A titled group of fields: a fieldset with the theme's card look instead of the browser's groove. */
export const section = style([
  column,
  sprinkles({ gap: 'md', padding: 'md', margin: 'none', borderRadius: 'md', background: 'surface' }),
  { minWidth: 0, border: `1px solid ${vars.color.divider}` },
]);

export const legend = style([
  sprinkles({ paddingX: 'xs', fontSize: 'sm', color: 'text' }),
  { fontWeight: vars.fontWeight.bold },
]);

/** Fields side by side when they fit (city, state, zip), one under the other on narrow phones. */
export const row = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'flex-end' })]);
globalStyle(`${row} > *`, { flex: '1 1 8rem', minWidth: 0 });

/** One phone or e-mail row: the input grows, the type and the delete button keep their size. */
export const entry = style([sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })]);
export const entryMain = style({ flex: '1 1 auto', minWidth: 0 });
export const entrySide = style({ flex: '0 0 7rem', minWidth: 0 });

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })]);

export const addButton = style({ alignSelf: 'flex-start' });
