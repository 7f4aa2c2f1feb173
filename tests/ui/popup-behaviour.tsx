import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';

export interface PopupBehaviourOptions {
  /** Accessible name of the trigger button. */
  triggerName: string;
  /** Role of the opened surface (`dialog` for Popup and Popover, `menu` for Menu). */
  role: 'dialog' | 'menu';
  /** Accessible name of the opened surface. */
  name: string;
}

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/**
 * The behaviour every Radix-based popup shares, with mouse and keyboard blocks.
 * `Component` renders a closed popup with its trigger.
 */
export function popupBehaviour(name: string, Component: ComponentType, options: PopupBehaviourOptions) {
  const trigger = () => page.getByRole('button', { name: options.triggerName });
  const surface = () => page.getByRole(options.role, { name: options.name });

  describe(`${name} behaviour`, () => {
    describe('mouse', () => {
      test(`given a closed ${name} when the trigger is clicked should open it`, async () => {
        render(<Component />);
        await expect.element(surface()).not.toBeInTheDocument();
        await trigger().click();
        await expect.element(surface()).toBeVisible();
      });

      test(`given an open ${name} when pressing outside should close it`, async () => {
        render(<Component />);
        await trigger().click();
        await expect.element(surface()).toBeVisible();
        // Top-left corner: outside the centred card and the popover under the trigger.
        await userEvent.click(document.body, { position: { x: 2, y: 2 } });
        await expect.element(surface()).not.toBeInTheDocument();
      });
    });

    describe('keyboard', () => {
      test(`given a focused trigger when Enter is pressed should open the ${name} with focus inside`, async () => {
        render(<Component />);
        await userEvent.tab();
        await expect.element(trigger()).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect.element(surface()).toBeVisible();
        await expect.poll(() => surface().element().contains(document.activeElement)).toBe(true);
      });

      test(`given an open ${name} when Escape is pressed should close it and return focus to the trigger`, async () => {
        render(<Component />);
        await trigger().click();
        await expect.element(surface()).toBeVisible();
        await userEvent.keyboard('{Escape}');
        await expect.element(surface()).not.toBeInTheDocument();
        await expect.element(trigger()).toHaveFocus();
      });
    });

    describe('accessibility', () => {
      test(`given a closed ${name} when checked with axe should find no serious violations`, async () => {
        render(<Component />);
        await expect.element(trigger()).toBeVisible();
        expect(await seriousViolations()).toEqual([]);
      });

      test(`given an open ${name} when checked with axe should find no serious violations`, async () => {
        render(<Component />);
        await trigger().click();
        await expect.element(surface()).toBeVisible();
        expect(await seriousViolations()).toEqual([]);
      });
    });
  });
}
