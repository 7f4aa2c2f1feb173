/** A form's loader until its data is in, or the failure's message with 'Try again'. */
import type { ReactNode } from 'react';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Notice } from '../../../ui/notice/notice';
import type { Load } from './use-load';

export interface LoadGateProps<T> {
  result: Load<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}

export function LoadGate<T>({ result, retry, children }: LoadGateProps<T>) {
  if (result.state === 'loading') return <Loader label={t.loading} />;
  if (result.state === 'failed') {
    return (
      <Notice
        title={result.message}
        action={
          <Button variant="secondary" onClick={retry}>
            {messages.tryAgain}
          </Button>
        }
      />
    );
  }
  return <>{children(result.value)}</>;
}
