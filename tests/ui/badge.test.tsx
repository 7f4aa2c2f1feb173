import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Badge, badgeTones } from '../../ui/badge/badge';
import { lightTheme } from '../../ui/theme';

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('Badge', () => {
  test('given a label when rendered should read as plain text in the reading order, with no role of its own', async () => {
    render(
      <p>
        Morgan, Alex <Badge data-testid="badge">No-show</Badge>
      </p>,
    );
    await expect.element(page.getByText('Morgan, Alex No-show')).toBeVisible();
    expect(page.getByTestId('badge').element().getAttribute('role')).toBeNull();
  });

  test('given each tone when rendered should keep AA contrast and no serious axe violation', async () => {
    render(
      <div>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            Cancelled by practice
          </Badge>
        ))}
      </div>,
    );
    const result = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('given a label longer than its box when rendered should stay on one line', async () => {
    render(
      <div style={{ width: 80 }}>
        <Badge data-testid="long">Cancelled by practice</Badge>
      </div>,
    );
    const box = page.getByTestId('long').element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(80);
    expect(box.height).toBeLessThan(24);
  });
});
