import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
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

/** The same stories under the toolbar's fixed dark scheme (the decorator in .storybook/preview.tsx). */
const darkPreview = { ...preview, initialGlobals: { ...preview.initialGlobals, theme: 'dark' } };

// Only contrast can differ between the schemes; the storybook project runs every other axe rule.
async function contrastViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
  return result.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary ?? violation.id));
}

type ComposedStory = ComponentType & { id: string };

// A story that scrolled the window, or left a scroll lock's marks on <body>, would shift the next one's picture.
beforeEach(() => {
  window.scrollTo(0, 0);
});

for (const [file, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module, preview)) as ComposedStory[];
  const darkStories = Object.values(composeStories(module, darkPreview)) as ComposedStory[];
  describe(file.replace('../../stories/', ''), () => {
    for (const [index, Story] of stories.entries()) {
      test(`given story ${Story.id} when rendered should match its reference screenshot`, async () => {
        render(<Story />);
        // Popups render into a portal, so the whole body is the picture.
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(Story.id);
      });
      const DarkStory = darkStories[index];
      if (!DarkStory) continue;
      test(`given story ${Story.id} when rendered in the dark theme should match its reference screenshot and keep AA contrast`, async () => {
        render(<DarkStory />);
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${Story.id}--dark`);
        expect(await contrastViolations()).toEqual([]);
      });
    }
  });
}
