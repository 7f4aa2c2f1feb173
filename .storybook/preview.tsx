import type { Decorator, Preview } from '@storybook/react-vite';
import { lightTheme } from '../ui/theme';
import * as styles from './preview.css';

/** Every story sits in the light theme on the page background, as in the app. */
const withTheme: Decorator = (Story) => {
  document.documentElement.classList.add(lightTheme);
  return (
    <div data-testid="story-root" className={styles.root}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
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
  },
};

export default preview;
