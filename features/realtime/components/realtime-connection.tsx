/** Keeps one socket open while signed in, and closes it on logout. */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom, signedInAtom } from '../../session/atoms';
import { realtimeAuthorizedAtom } from '../atoms';
import { connectRealtime, disconnectRealtime } from '../socket';

export function RealtimeConnection() {
  const signedIn = useAtomValue(signedInAtom);
  const session = useAtomValue(sessionAtom);
  const setAuthorized = useSetAtom(realtimeAuthorizedAtom);
  const userId = signedIn ? session?.userId : undefined;
  const token = signedIn ? session?.token : undefined;

  useEffect(() => {
    if (userId === undefined || token === undefined) return;
    connectRealtime({ userId, token, onAuthorizedChange: setAuthorized });
    return () => {
      disconnectRealtime();
      setAuthorized(false);
    };
  }, [userId, token, setAuthorized]);

  return null;
}
