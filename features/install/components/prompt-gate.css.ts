import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** The app while no prompt shows: the wrapper takes no box of its own. */
export const app = style({ display: 'contents' });

/** The app while a prompt shows: kept mounted (unsaved input survives), but not shown, focused or read. */
export const appHidden = style({ display: 'none' });

/** The loader in the app's place (spec 2: while a prompt shows, the loader shows instead of the app). */
export const loaderScreen = style({
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
});
