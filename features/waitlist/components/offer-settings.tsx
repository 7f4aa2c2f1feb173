/**
 * How the practice offers a freed time (issue 29): to one person at a time
 * with a hold (30 minutes by default, then the next), or to everyone who
 * fits at once (first to accept wins); and whether offers name the provider.
 * Checked with the contract's own schema before it is sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { waitlistSettings, type WaitlistSettings } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import type { OfferMode } from '../../../domain/waitlist/statuses';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import * as styles from './waitlist.css';

export interface OfferSettingsFormProps {
  settings: WaitlistSettings;
  /** Saves; answers '' when saved, else the server's words. */
  onSave: (settings: WaitlistSettings) => Promise<string>;
}

export function OfferSettingsForm({ settings, onSave }: OfferSettingsFormProps) {
  const [mode, setMode] = useState<OfferMode>(settings.offer_mode);
  const [hold, setHold] = useState(String(settings.hold_minutes));
  const [named, setNamed] = useState(settings.show_provider_name);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = waitlistSettings.safeParse({ offer_mode: mode, hold_minutes: hold.trim() === '' ? Number.NaN : Number(hold), show_provider_name: named });
    if (!body.success) {
      setProblem(body.error.issues[0]?.message ?? messages.waitlistHoldInvalid);
      return;
    }
    setProblem('');
    setBusy(true);
    setProblem(await onSave(body.data));
    setBusy(false);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t.settingsTitle}
      </h2>
      <RadioGroup<OfferMode>
        label={t.modeLabel}
        name="waitlist-offer-mode"
        options={[
          { value: 'one_at_a_time', label: t.modeOne, description: t.modeOneHint },
          { value: 'all_at_once', label: t.modeAll, description: t.modeAllHint },
        ]}
        value={mode}
        onChange={setMode}
      />
      {mode === 'one_at_a_time' ? (
        <TextField
          label={t.holdLabel}
          name="waitlist-hold"
          inputMode="numeric"
          maxLength={4}
          value={hold}
          onChange={(e) => setHold(e.target.value.replace(/\D/g, ''))}
          error={problem === messages.waitlistHoldInvalid ? problem : undefined}
        />
      ) : null}
      <Toggle label={t.nameProvider} description={t.nameProviderHint} checked={named} onCheckedChange={setNamed} />
      <p role="alert" className={styles.error}>
        {problem !== messages.waitlistHoldInvalid || mode !== 'one_at_a_time' ? problem : ''}
      </p>
      <div>
        <Button type="submit" variant="secondary" loading={busy} loadingLabel={t.saving}>
          {t.saveSettings}
        </Button>
      </div>
    </form>
  );
}
