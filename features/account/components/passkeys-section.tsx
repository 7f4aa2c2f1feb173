/**
 * The account screen's passkeys (issue 17 item 16): what a passkey does
 * here, the user's list with a Remove button each, and adding one (the
 * current password, then the device's own prompt). Where the browser has no
 * WebAuthn it says so and offers nothing to add.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX } from '../../../domain/contract/auth';
import { passkeyOptionsBody } from '../../../domain/contract/passkeys';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { FingerprintIcon, KeyRoundIcon } from '../../../ui/icons/icons';
import { Loader } from '../../../ui/loader/loader';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { PasskeyNotUsed, passkeysSupported } from '../../session/api/passkey-ceremony';
import { addPasskeyAtom, loadPasskeysAtom, removePasskeyAtom } from '../api/passkeys';
import { passkeysAtom } from '../atoms';
import { passkeysCopy as copy } from '../copy';
import { PASSKEYS_ANCHOR } from '../passkey-offer';
import * as styles from './passkeys-section.css';

function problemText(error: unknown): string {
  if (error instanceof PasskeyNotUsed) return error.reason === 'already-added' ? copy.alreadyAdded : copy.notUsed;
  return error instanceof ApiError ? error.message : messages.serverError;
}

export function PasskeysSection() {
  const passkeys = useAtomValue(passkeysAtom);
  const load = useSetAtom(loadPasskeysAtom);
  const add = useSetAtom(addPasskeyAtom);
  const remove = useSetAtom(removePasskeyAtom);
  const [supported] = useState(passkeysSupported);
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState<'adding' | number | null>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) setProblem(problemText(error));
    });
    return () => controller.abort();
  }, [load]);

  // Sent here by the passkey offer's 'Add' (issue 27 item 14): straight to the password that starts it.
  useEffect(() => {
    if (window.location.hash !== `#${PASSKEYS_ANCHOR}`) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus({ preventScroll: true });
  }, []);

  const say = (text: string, isProblem: boolean) => {
    setDone(isProblem ? '' : text);
    setProblem(isProblem ? text : '');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    const body = passkeyOptionsBody.safeParse({ currentPassword });
    if (!body.success) return say(body.error.issues[0]?.message ?? messages.currentPasswordWrong, true);
    setBusy('adding');
    say('', false);
    try {
      await add(body.data.currentPassword);
      setCurrentPassword('');
      say(copy.added, false);
    } catch (error) {
      say(problemText(error), true);
    }
    setBusy(null);
  };

  const removeOne = async (id: number) => {
    if (busy !== null) return;
    setBusy(id);
    try {
      await remove(id);
      say(copy.removed, false);
    } catch (error) {
      say(problemText(error), true);
    }
    setBusy(null);
  };

  return (
    <section ref={sectionRef} id={PASSKEYS_ANCHOR} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.muted}>{copy.intro}</p>
      {passkeys === null ? (
        problem ? null : <Loader label={copy.loading} />
      ) : passkeys.length === 0 ? (
        <p className={styles.muted}>{copy.none}</p>
      ) : (
        <ul className={styles.list} aria-label={copy.listLabel}>
          {passkeys.map((p) => (
            <li key={p.id} className={styles.item}>
              <KeyRoundIcon aria-hidden="true" />
              <span className={styles.itemText}>
                <span className={styles.itemName}>{copy.name(p.createdAt)}</span>
                <span className={styles.muted}>
                  {copy.lastUsed(p.lastUsedAt)}
                  {p.synced ? ` · ${copy.synced}` : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={copy.removeLabel(p.createdAt)}
                loading={busy === p.id}
                loadingLabel={copy.removing}
                onClick={() => void removeOne(p.id)}
              >
                {copy.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form className={styles.list} onSubmit={submit} noValidate aria-label={copy.add}>
          <TextField
            label={copy.currentPassword}
            name="passkey-current-password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <Button type="submit" variant="secondary" fullWidth icon={<FingerprintIcon />} loading={busy === 'adding'} loadingLabel={copy.adding}>
            {copy.add}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>{copy.unsupported}</p>
      )}
      <p role="status" className={styles.status} data-testid="passkeys-status">
        {done}
      </p>
      <p role="alert" className={styles.error} data-testid="passkeys-problem">
        {problem}
      </p>
    </section>
  );
}
