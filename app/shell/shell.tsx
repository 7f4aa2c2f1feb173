/** The signed-in frame: header, the screen, and the footer with the copyright and 'Today'. */
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../domain/brand';
import { TodayLink } from '../../features/calendar/components/today-link';
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
          <TodayLink className={styles.today} />
        </div>
      </Footer>
    </div>
  );
}
