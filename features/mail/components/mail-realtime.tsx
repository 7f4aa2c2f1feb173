/**
 * Keeps mail current on every signed-in screen (spec 4 "Realtime", "Install
 * and push"): the badge counts load after login and on every (re)connect;
 * a live mailReceived goes into the lists and counts (for the selected
 * provider) and raises the 'new mail' popup for 20 s with a link to the
 * inbox; a provider switch, another user or the service worker's setVar
 * reset mail and read the counts again. Mounted by the shell; the events
 * come through the realtime channel.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { mailTexts, NEW_ITEM_POPUP_SECONDS } from '../../../domain/messages';
import { INBOX_PATH } from '../../../domain/mail/mail-routes';
import { pushMessageAtom } from '../../api/popup-atoms';
import { emailResetRequestAtom } from '../../api/service-worker-atoms';
import { realtimeAuthorizedAtom, subscribe, useRealtimeEvent } from '../../realtime';
import { selectedProviderIdAtom, sessionAtom } from '../../session/atoms';
import { loadMailCountsAtom } from '../api/get-mail-counts';
import { receiveMailAtom, resetMailAtom } from '../atoms';

/*
 * Kept outside React: the shell (and this component with it) mounts again on
 * every route, and a remount must neither reset nor reload anything.
 */
let mailScope: string | null = null;
let handledResetRequest = 0;
let wasAuthorized = false;

export function MailRealtime() {
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const providerId = useAtomValue(selectedProviderIdAtom);
  const authorized = useAtomValue(realtimeAuthorizedAtom);
  const resetRequest = useAtomValue(emailResetRequestAtom);
  const receive = useSetAtom(receiveMailAtom);
  const reset = useSetAtom(resetMailAtom);
  const loadCounts = useSetAtom(loadMailCountsAtom);
  const push = useSetAtom(pushMessageAtom);

  // Sign-in, another user or another provider: nothing of the last one's mail stays; its counts are read.
  useEffect(() => {
    const scope = userId === null ? null : `${userId}:${providerId}`;
    if (scope === mailScope) return;
    if (mailScope !== null) reset();
    mailScope = scope;
    if (scope !== null) void loadCounts();
  }, [userId, providerId, reset, loadCounts]);

  // The service worker's setVar (spec 4): reset e-mails.
  useEffect(() => {
    if (resetRequest === handledResetRequest) return;
    handledResetRequest = resetRequest;
    reset();
    void loadCounts();
  }, [resetRequest, reset, loadCounts]);

  // Mail that arrived while disconnected: read the counts again on every reconnect.
  useEffect(() => {
    if (authorized && !wasAuthorized) void loadCounts();
    wasAuthorized = authorized;
  }, [authorized, loadCounts]);
  // The server's link to its other processes is back: a mailReceived sent from another one may have been missed.
  useRealtimeEvent('realtimeRejoined', () => void loadCounts());

  useEffect(() => {
    if (userId === null) return;
    return subscribe('mailReceived', (entry) => {
      if (receive(entry) === 'known') return;
      push({ key: 'newMail', seconds: NEW_ITEM_POPUP_SECONDS, action: { label: mailTexts.openInbox, to: INBOX_PATH } });
    });
  }, [userId, receive, push]);

  return null;
}
