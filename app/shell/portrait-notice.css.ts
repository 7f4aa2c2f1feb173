import { style } from '@vanilla-extract/css';

/** A phone held sideways: landscape and short (tablets and desktops stay usable). */
const phoneLandscape = '(orientation: landscape) and (max-height: 500px)';

/** The app: hidden on a sideways phone. */
export const app = style({
  '@media': { [phoneLandscape]: { display: 'none' } },
});

/** The notice: shown only on a sideways phone. */
export const notice = style({
  display: 'none',
  '@media': { [phoneLandscape]: { display: 'flex' } },
});
