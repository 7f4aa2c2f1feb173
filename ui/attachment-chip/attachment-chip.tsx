/**
 * A file attached to a mail or to a draft: its name (a button that opens it
 * when the caller can), its size, an upload or error look, and a remove button.
 */
import { useId } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { formatSize } from './format-size';
import { splitFileName } from './split-file-name';
import * as styles from './attachment-chip.css';
import { CircleAlertIcon, FileIcon, XIcon } from '../icons/icons';

export const attachmentChipStates = ['ready', 'uploading', 'error'] as const;
export type AttachmentChipState = (typeof attachmentChipStates)[number];
export type { AttachmentChipVariants } from './attachment-chip.css';

export interface AttachmentChipProps {
  /** File name; cut in the middle when long, always whole in the tooltip and accessible name. */
  name: string;
  /** Size in bytes, shown as "820 B", "14 KB", "1.2 MB". */
  size: number;
  /** `uploading`: a spinner and `aria-busy`; `error`: the error tone and `errorText`. Default `ready`. */
  state?: AttachmentChipState;
  /** Shown under the name in the `error` state; the chip's buttons are described by it. */
  errorText?: string;
  /** Screen-reader text while uploading, e.g. "Uploading" (visually hidden). */
  uploadingLabel?: string;
  /** Opens or downloads the file; makes the name a button (only while `ready`). */
  onOpen?: () => void;
  /** Accessible name of the open button, e.g. "Download report.pdf" (default: the file name). */
  openLabel?: string;
  /** Removes the file; shows an × button. */
  onRemove?: () => void;
  /** Accessible name of the × button, including the file, e.g. "Remove report.pdf". Needed with `onRemove`. */
  removeLabel?: string;
  className?: string;
}

const DocumentIcon = () => <FileIcon aria-hidden size={20} />;

const ErrorIcon = () => <CircleAlertIcon aria-hidden size={20} />;

const RemoveIcon = () => <XIcon aria-hidden size={18} />;

/** The name as two halves so CSS can cut its middle; hidden from screen readers, who get the whole name. */
function CutName({ name }: { name: string }) {
  const { head, tail } = splitFileName(name);
  return (
    <>
      <span aria-hidden="true" className={styles.nameHead}>
        {head}
      </span>
      {tail ? (
        <span aria-hidden="true" className={styles.nameTail}>
          {tail}
        </span>
      ) : null}
    </>
  );
}

export function AttachmentChip({
  name,
  size,
  state = 'ready',
  errorText,
  uploadingLabel,
  onOpen,
  openLabel,
  onRemove,
  removeLabel,
  className,
}: AttachmentChipProps) {
  const errorId = useId();
  devAssert(!onRemove || Boolean(removeLabel), `AttachmentChip "${name}" has \`onRemove\` but no \`removeLabel\` for its × button.`);
  const showError = state === 'error' && Boolean(errorText);
  const describedBy = showError ? errorId : undefined;
  const canOpen = Boolean(onOpen) && state === 'ready';
  return (
    <div
      data-state={state}
      aria-busy={state === 'uploading' || undefined}
      className={cx(styles.chip({ state, removable: Boolean(onRemove) }), className)}
    >
      <span aria-hidden="true" className={styles.icon({ state })}>
        {state === 'uploading' ? <span className={styles.spinner} /> : state === 'error' ? <ErrorIcon /> : <DocumentIcon />}
      </span>
      <span className={styles.body}>
        <span className={styles.line}>
          {canOpen ? (
            <button type="button" onClick={onOpen} aria-label={openLabel ?? name} aria-describedby={describedBy} title={name} className={styles.open}>
              <CutName name={name} />
            </button>
          ) : (
            <span title={name} className={styles.name}>
              <VisuallyHidden>{name}</VisuallyHidden>
              <CutName name={name} />
            </span>
          )}
          <span className={styles.size}>{formatSize(size)}</span>
          {state === 'uploading' && uploadingLabel ? <VisuallyHidden>{uploadingLabel}</VisuallyHidden> : null}
        </span>
        {showError ? (
          <span id={errorId} className={styles.error}>
            {errorText}
          </span>
        ) : null}
      </span>
      {onRemove ? (
        <IconButton label={removeLabel ?? ''} aria-describedby={describedBy} onClick={onRemove} className={styles.remove}>
          <RemoveIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
