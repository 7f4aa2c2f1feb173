/**
 * Loads what a form needs before it can show (reference lists, the record
 * being edited): aborted when the screen leaves or the inputs change, and
 * retried on request after a failure.
 */
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';

/** `failed` carries the text to show: the server's message (e.g. 'This contact no longer exists') or the generic error. */
export type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; value: T };

interface Settled<T> {
  /** Which inputs and attempt the answer belongs to: an older answer reads as still loading. */
  token: string;
  result: Load<T>;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): { result: Load<T>; retry: () => void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const token = `${key}#${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setSettled({ token, result: { state: 'done', value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : messages.serverError;
        setSettled({ token, result: { state: 'failed', message } });
      },
    );
    return () => controller.abort();
    // `token` names the inputs of `load`, so a new closure with the same inputs does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result: settled !== null && settled.token === token ? settled.result : { state: 'loading' }, retry };
}
