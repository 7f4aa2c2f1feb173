import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

beforeAll(async () => {
  // Screenshots must not catch an animation or a blinking caret mid-way.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  // The mouse stays where an earlier test file left it, and would show a hover state in the first story's picture:
  // park it in the bottom-right corner, where no story draws anything.
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 2px; height: 2px;';
  document.body.append(corner);
  await userEvent.hover(page.elementLocator(corner));
  corner.remove();
});

for (const [file, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module, preview)) as Array<ComponentType & { id: string }>;
  describe(file.replace('../../stories/', ''), () => {
    for (const Story of stories) {
      test(`given story ${Story.id} when rendered should match its reference screenshot`, async () => {
        render(<Story />);
        // Popups render into a portal, so the whole body is the picture.
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(Story.id);
      });
    }
  });
}
