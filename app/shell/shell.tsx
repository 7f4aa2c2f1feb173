/** The signed-in frame: header, the screen, and the footer with the copyright and 'Today'. */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/brand';
import { paths } from '../../domain/routes';
import { Footer } from '../../ui/footer/footer';
import { Header } from './header';
import * as styles from './shell.css';

export interface ShellProps {
  title: string;
  blocksProviderSwitch?: boolean;
  children: ReactNode;
}

export function Shell({ title, blocksProviderSwitch = false, children }: ShellProps) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} ${title}`;
  }, [title]);

  return (
    <div className={styles.frame}>
      <Header title={title} blocksProviderSwitch={blocksProviderSwitch} />
      <main className={styles.main}>{children}</main>
      <Footer>
        <div className={styles.footerRow}>
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          {/* The calendar will also select today once it lands. */}
          <Link href={paths.daily} className={styles.today}>
            Today
          </Link>
        </div>
      </Footer>
    </div>
  );
}
