/**
 * What replaces a forgot-password form once it is settled (e-mail sent,
 * password updated, a link that is no good): the text, read out and focused
 * because the form it replaced had the focus, and the one way on.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import * as styles from './forgot.css';

export interface ForgotResultProps {
  text: string;
  /** 'alert' for a refusal, 'status' for a success. */
  role: 'status' | 'alert';
  href: string;
  linkText: string;
}

export function ForgotResult({ text, role, href, linkText }: ForgotResultProps) {
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => result.current?.focus(), []);
  return (
    <section className={styles.card}>
      <p ref={result} tabIndex={-1} role={role} className={styles.result} data-testid="forgot-result">
        {text}
      </p>
      <Link href={href} className={styles.link}>
        {linkText}
      </Link>
    </section>
  );
}
