import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './app-bar.css';

/** The page header: a `<header role="banner">`, sticky at the top. */
function Root({ className, ...props }: ComponentPropsWithRef<'header'>) {
  return <header role="banner" {...props} className={cx(styles.root, className)} />;
}

/** Leading slot (menu or back button). */
function Start({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cx(styles.start, className)} />;
}

/** The page title: the page's `<h1>`, truncated with an ellipsis when long. */
function Title({ className, ...props }: ComponentPropsWithRef<'h1'>) {
  return <h1 {...props} className={cx(styles.title, className)} />;
}

/** Trailing slot (actions, switchers). */
function End({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cx(styles.end, className)} />;
}

/** Header parts: `AppBar.Root` › `AppBar.Start` · `AppBar.Title` · `AppBar.End`. */
export const AppBar = { Root, Start, Title, End };
