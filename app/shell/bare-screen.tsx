/** A screen without header or footer (the forgot-password steps, before signing in). */
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../domain/brand';
import * as styles from './bare-screen.css';

export function BareScreen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} ${title}`;
  }, [title]);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
