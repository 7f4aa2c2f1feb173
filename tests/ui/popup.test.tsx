import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../../ui/button/button';
import { Popup } from '../../ui/popup/popup';
import { popupBehaviour } from './popup-behaviour';

function Example() {
  return (
    <Popup.Root>
      <Popup.Trigger asChild>
        <Button>Open</Button>
      </Popup.Trigger>
      <Popup.Content>
        <Popup.Title>Example title</Popup.Title>
        <Popup.Description>Example text.</Popup.Description>
        <Popup.Actions>
          <Popup.Close asChild>
            <Button>OK</Button>
          </Popup.Close>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}

popupBehaviour('Popup', Example, { triggerName: 'Open', role: 'dialog', name: 'Example title' });

describe('Popup', () => {
  test('given an open popup when Close is clicked should close it and return focus', async () => {
    render(<Example />);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('given Content without a Title when opened should log a plain dev message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Popup.Root defaultOpen>
        <Popup.Content aria-describedby={undefined}>
          <p>No title here</p>
        </Popup.Content>
      </Popup.Root>,
    );
    await expect.element(page.getByText('No title here')).toBeVisible();
    expect(error.mock.calls.some(([message]) => String(message).includes('Popup.Content needs a Popup.Title'))).toBe(true);
    error.mockRestore();
  });
});
