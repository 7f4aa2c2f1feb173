import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AttachmentChip } from '../../ui/attachment-chip/attachment-chip';

const meta = {
  title: 'UI/AttachmentChip',
  component: AttachmentChip,
  args: {
    name: 'report.pdf',
    size: 14 * 1024,
    state: 'ready',
    onOpen: fn(),
    openLabel: 'Download report.pdf',
    onRemove: fn(),
    removeLabel: 'Remove report.pdf',
    errorText: 'Upload failed',
    uploadingLabel: 'Uploading',
  },
} satisfies Meta<typeof AttachmentChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The name opens the file (click or Enter); × is the next Tab stop and removes it. */
export const OpenAndRemove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole('button', { name: 'Download report.pdf' });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove report.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

const draft = [
  { name: 'report.pdf', size: 14 * 1024, state: 'ready' as const },
  { name: 'Scan of the signed consent form, page 1 of 3.png', size: 1.2 * 1024 * 1024, state: 'uploading' as const },
  { name: 'notes.txt', size: 820, state: 'ready' as const },
  { name: 'Session recording.mov', size: 48 * 1024 * 1024, state: 'error' as const, errorText: 'Larger than 25 MB' },
];

/** The attachments of a draft, wrapping on a phone; removing one takes it away. */
export const InCompose: Story = {
  render: function Render(args) {
    const [files, setFiles] = useState(draft);
    return (
      <ul aria-label="Attachments" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {files.map((file) => (
          <li key={file.name} style={{ maxWidth: '100%' }}>
            <AttachmentChip
              {...file}
              uploadingLabel={args.uploadingLabel}
              removeLabel={`Remove ${file.name}`}
              onRemove={() => {
                setFiles(files.filter((other) => other !== file));
                args.onRemove?.();
              }}
            />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('notes.txt')).toBeNull();
  },
};
