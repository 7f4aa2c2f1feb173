/**
 * The notices that never block (issue 27 item 9): a new chat message, a new
 * mail, a mail sent, and the passkey offer (item 14) float just under the app
 * bar, over the screen's top rather than its input at the bottom (the chat
 * composer), never over the header's actions. Nothing takes focus; each is
 * read out politely and has a close button. Loaded with the first one.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { PasskeyOffer } from '../../features/account/passkey-offer-lazy';
import { currentNoticeAtom, dismissMessageAtom } from '../../features/api';
import { Banner } from '../../ui/banner/banner';
import { noticeTexts } from './header-copy';
import * as styles from './notice-banners.css';
import * as popupStyles from './popups.css';

/** Where the app bar ends (it may wrap to two rows), so the notices sit under it; the top without one. */
function useHeaderBottom(): number {
  const [location] = useLocation();
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    let observer: ResizeObserver | null = null;
    let retry = 0;
    const measure = () => {
      const header = document.querySelector('body header');
      setBottom(header ? Math.max(0, header.getBoundingClientRect().bottom) : 0);
      if (header && !observer) {
        observer = new ResizeObserver(measure);
        observer.observe(header);
      }
      // The shell (and its bar) may still be loading after a navigation.
      if (!header) retry = window.setTimeout(measure, 200);
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      window.clearTimeout(retry);
      window.removeEventListener('scroll', measure);
    };
  }, [location]);
  return bottom;
}

function CurrentNotice() {
  const notice = useAtomValue(currentNoticeAtom);
  const dismiss = useSetAtom(dismissMessageAtom);
  const [, navigate] = useLocation();
  // Hidden after its seconds, unless the keyboard is on it (a timer must not pull a link away from under the focus).
  const [held, setHeld] = useState(false);
  const id = notice?.id;
  const seconds = notice?.seconds;

  useEffect(() => {
    if (id === undefined || seconds === undefined || held) return;
    const timer = window.setTimeout(() => dismiss(id), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [id, seconds, held, dismiss]);

  if (!notice) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dismiss(notice.id);
    if (notice.action) navigate(notice.action.to);
  };
  return (
    <Banner
      key={notice.id}
      data-testid="notice-banner"
      className={styles.item}
      data-seconds={notice.seconds}
      text={notice.text}
      actions={
        notice.action ? (
          <a href={notice.action.to} onClick={follow} className={popupStyles.link}>
            {notice.action.label}
          </a>
        ) : undefined
      }
      dismissLabel={noticeTexts.dismiss}
      onDismiss={() => dismiss(notice.id)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget))}
    />
  );
}

export function NoticeBanners() {
  const top = useHeaderBottom();
  return (
    <div className={styles.stack} style={{ top }}>
      <CurrentNotice />
      <PasskeyOffer className={styles.item} />
    </div>
  );
}
