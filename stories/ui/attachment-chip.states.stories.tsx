import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AttachmentChip } from '../../ui/attachment-chip/attachment-chip';

const longName = 'Quarterly report for the insurance company, signed and scanned v3.pdf';

const meta = {
  title: 'UI/AttachmentChip/States',
  component: AttachmentChip,
  args: { name: 'report.pdf', size: 14 * 1024 },
} satisfies Meta<typeof AttachmentChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: name and size, nothing to press. */
export const Ready: Story = {};
/** In a received mail: the name downloads the file. */
export const Openable: Story = { args: { onOpen: fn(), openLabel: 'Download report.pdf', size: 1.2 * 1024 * 1024 } };
/** In a draft: the × removes it. */
export const Removable: Story = { args: { size: 820, onRemove: fn(), removeLabel: 'Remove report.pdf' } };
export const Uploading: Story = { args: { state: 'uploading', uploadingLabel: 'Uploading', onRemove: fn(), removeLabel: 'Cancel upload of report.pdf' } };
export const UploadFailed: Story = { args: { state: 'error', errorText: 'Upload failed. Remove it and try again.', onRemove: fn(), removeLabel: 'Remove report.pdf' } };
/** A long name is cut in the middle: its start and its extension stay in view. */
export const LongName: Story = { args: { name: longName, onOpen: fn(), onRemove: fn(), removeLabel: `Remove ${longName}` } };
