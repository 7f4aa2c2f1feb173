import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightOnlyTheme, lightTheme } from '../ui/theme';
import * as styles from './preview.css';

/** The toolbar's choices: a fixed scheme, or the system's as the app does. */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const fixedSchemeClass: Record<ThemeChoice, string | undefined> = {
  light: lightOnlyTheme,
  dark: darkTheme,
  system: undefined,
};

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (themeChoices as readonly string[]).includes(value);

/**
 * Every story sits in the theme on the page background, as in the app. The
 * classes go on <html> because popups render into a portal under <body>.
 */
const withTheme: Decorator = (Story, context) => {
  const choice: unknown = context.globals['theme'];
  const root = document.documentElement;
  root.classList.add(lightTheme);
  root.classList.remove(darkTheme, lightOnlyTheme);
  const fixed = fixedSchemeClass[isThemeChoice(choice) ? choice : 'light'];
  if (fixed) root.classList.add(fixed);
  return (
    <div data-testid="story-root" className={styles.root}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // axe violations fail the story tests (addon-vitest), not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phoneSmall: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        phone430: { name: 'Phone 430', styles: { width: '430px', height: '932px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    chromatic: { viewports: [360, 430] },
  },
  initialGlobals: {
    viewport: { value: 'phone390', isRotated: false },
    // Fixed light, so screenshots do not depend on the machine's setting.
    theme: 'light',
  },
};

export default preview;
