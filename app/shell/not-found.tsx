/** The not-found page (spec 2), with 'Go Back'. */
import { useEffect, type MouseEvent } from 'react';
import { PRODUCT_NAME } from '../../domain/brand';
import { messages } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { useGoBack } from '../use-go-back';
import * as styles from './not-found.css';

export function NotFoundPage() {
  const goBack = useGoBack();
  useEffect(() => {
    document.title = `${PRODUCT_NAME} ${messages.notFoundTitle}`;
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goBack();
  };
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{messages.notFoundTitle}</h1>
      <p className={styles.text}>{messages.notFoundText}</p>
      <a href={paths.daily} onClick={onClick} className={styles.back}>
        Go Back
      </a>
    </main>
  );
}
