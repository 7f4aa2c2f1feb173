import * as Primitive from '@radix-ui/react-popover';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './popover.css';

/** Props of the Radix Popover root: `open`, `defaultOpen`, `onOpenChange`, `modal`. */
export type PopoverRootProps = Primitive.PopoverProps;

function Root(props: PopoverRootProps) {
  return <Primitive.Root {...props} />;
}

/** Toggles the popover. Use `asChild` to render your own button. */
function Trigger(props: ComponentPropsWithRef<typeof Primitive.Trigger>) {
  return <Primitive.Trigger {...props} />;
}

/** Positions the content against something other than the trigger. */
function Anchor(props: ComponentPropsWithRef<typeof Primitive.Anchor>) {
  return <Primitive.Anchor {...props} />;
}

export interface PopoverContentProps extends ComponentPropsWithRef<typeof Primitive.Content> {
  /** Container to portal into (default `document.body`). */
  container?: HTMLElement | null;
}

/**
 * The floating card, portalled. Radix moves focus in, closes on Escape and
 * outside press, and returns focus to the trigger. Give it an `aria-label`
 * (or `aria-labelledby`) when it holds more than a sentence.
 */
function Content({ className, container, sideOffset = 8, collisionPadding = 8, ...props }: PopoverContentProps) {
  return (
    <Primitive.Portal container={container}>
      <Primitive.Content
        {...props}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
      />
    </Primitive.Portal>
  );
}

/** Closes the popover. Use `asChild` to render your own button. */
function Close(props: ComponentPropsWithRef<typeof Primitive.Close>) {
  return <Primitive.Close {...props} />;
}

/** A non-modal floating card on @radix-ui/react-popover, keeping its part API. */
export const Popover = { Root, Trigger, Anchor, Content, Close };
