import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './popup.css';

/** Props of the Radix Dialog root: `open`, `defaultOpen`, `onOpenChange`, `modal`. */
export type PopupRootProps = Dialog.DialogProps;

function Root(props: PopupRootProps) {
  return <Dialog.Root {...props} />;
}

/** Opens the popup. Use `asChild` to render your own `<Button>`. */
function Trigger(props: ComponentPropsWithRef<typeof Dialog.Trigger>) {
  return <Dialog.Trigger {...props} />;
}

export interface PopupContentProps extends ComponentPropsWithRef<typeof Dialog.Content> {
  /** Container to portal into (default `document.body`). */
  container?: HTMLElement | null;
  /** Class of the scrim behind the card. */
  overlayClassName?: string;
}

/**
 * The centred card, with its overlay, portalled to the body. Radix traps
 * focus, closes on Escape and outside press, and returns focus to the trigger.
 * Needs a `Popup.Title`; give a `Popup.Description` or `aria-describedby={undefined}`.
 */
function Content({ className, container, overlayClassName, children, ref, ...props }: PopupContentProps) {
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={cx(styles.overlay, overlayClassName)} />
      <Dialog.Content
        {...props}
        ref={(node) => {
          // Refs attach after the subtree is in the DOM, so the title is findable here.
          if (node) {
            devAssert(
              node.querySelector('[data-popup-title]') !== null,
              'Popup.Content needs a Popup.Title inside it: it names the dialog for screen readers (wrap it in VisuallyHidden to hide it).',
            );
          }
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        className={cx(styles.content, className)}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The dialog's accessible name (an `<h2>`). Required inside Content. */
function Title({ className, ...props }: ComponentPropsWithRef<typeof Dialog.Title>) {
  return <Dialog.Title {...props} data-popup-title="" className={cx(styles.title, className)} />;
}

/** The dialog's description, read after the title. */
function Description({ className, ...props }: ComponentPropsWithRef<typeof Dialog.Description>) {
  return <Dialog.Description {...props} className={cx(styles.description, className)} />;
}

/** A row of buttons at the bottom of the card (wraps on narrow phones, main action last). */
function Actions({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cx(styles.actions, className)} />;
}

/** Closes the popup. Use `asChild` to render your own `<Button>`. */
function Close(props: ComponentPropsWithRef<typeof Dialog.Close>) {
  return <Dialog.Close {...props} />;
}

/** A modal dialog on @radix-ui/react-dialog, keeping its part API. */
export const Popup = { Root, Trigger, Content, Title, Description, Actions, Close };
