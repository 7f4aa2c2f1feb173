/**
 * A screen without the signed-in header, menu or footer (the forgot-password
 * steps, before signing in): a small header whose only way out is back to
 * /login (issue 14), the title, and the screen.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/brand';
import { forgotTexts } from '../../features/forgot-password';
import { paths } from '../../domain/routes';
import { AppBar } from '../../ui/app-bar/app-bar';
import { iconButton } from '../../ui/icon-button/icon-button.css';
import * as styles from './bare-screen.css';
import { BackIcon } from './icons';

export function BareScreen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} ${title}`;
  }, [title]);
  return (
    <div className={styles.frame}>
      <AppBar.Root>
        <AppBar.Start>
          <Link href={paths.login} aria-label={forgotTexts.backToLogin} title={forgotTexts.backToLogin} className={iconButton({ variant: 'ghost' })}>
            <BackIcon />
          </Link>
        </AppBar.Start>
        <AppBar.Title>{title}</AppBar.Title>
      </AppBar.Root>
      <main className={styles.page}>{children}</main>
    </div>
  );
}
