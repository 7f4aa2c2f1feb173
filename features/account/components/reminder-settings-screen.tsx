/**
 * /reminders: a provider chooses when their appointments' reminders go out
 * (up to two lead times, 48 hours and 2 hours before by default) and whether
 * reminders say the provider's name (issue 26 item 2), and until when a
 * client may cancel from a reminder's link and which phone the link's page
 * then shows (item 3). Each contact's own channel is on the client and
 * person forms.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { reminderSettings, type ReminderSettings } from '../../../domain/contract/reminder-settings';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import { PHONE_INPUT_MAX } from '../../../domain/contacts/phone';
import { messages, reminderAnswerTexts, reminderSettingsTexts as t } from '../../../domain/messages';
import { leadTimeLabel, REMINDER_LEAD_CHOICES } from '../../../domain/reminders/lead-times';
import { Button } from '../../../ui/button/button';
import { Select, type SelectOption } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { ApiError } from '../../api/api-error';
import { getReminderSettings, saveReminderSettingsAtom } from '../api/reminder-settings';
import { ScreenLoading } from './screen-loading';
import * as styles from './security-question-screen.css';

const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

const NONE = '';
const leadOptions: SelectOption[] = REMINDER_LEAD_CHOICES.map((m) => ({ value: String(m), label: leadTimeLabel(m) })).reverse();

export function ReminderSettingsScreen() {
  const save = useSetAtom(saveReminderSettingsAtom);
  const [settings, setSettings] = useState<ReminderSettings | null>(null);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState(NONE);
  const [named, setNamed] = useState(false);
  const [windowHours, setWindowHours] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getReminderSettings(controller.signal)
      .then(({ settings: loaded }) => {
        setSettings(loaded);
        setFirst(String(loaded.lead_minutes));
        setSecond(loaded.second_lead_minutes === null ? NONE : String(loaded.second_lead_minutes));
        setNamed(loaded.name_provider);
        setWindowHours(String(loaded.cancellation_window_hours ?? ''));
        setPhone(maskPhone(loaded.practice_phone ?? ''));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setMessage(textOf(error));
      });
    return () => controller.abort();
  }, []);

  if (settings === null) return <ScreenLoading failure={message} label={t.title} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // The server's own rules, checked first so a mistake is named at once.
    const body = reminderSettings.safeParse({
      lead_minutes: Number(first),
      second_lead_minutes: second === NONE ? null : Number(second),
      name_provider: named,
      cancellation_window_hours: windowHours.trim() === '' ? Number.NaN : Number(windowHours),
      practice_phone: phone.trim() === '' ? null : phone,
    });
    if (!body.success) {
      setMessage(body.error.issues[0]?.message ?? messages.incorrectReminderTime);
      return;
    }
    setMessage('');
    setSaving(true);
    try {
      setSettings(await save(body.data));
    } catch (error) {
      setMessage(textOf(error));
    }
    setSaving(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t.intro}</p>
      <Select label={t.firstLead} name="first-reminder" options={leadOptions} value={first} onValueChange={setFirst} />
      <Select
        label={t.secondLead}
        name="second-reminder"
        options={[{ value: NONE, label: t.noSecond }, ...leadOptions]}
        value={second}
        onValueChange={setSecond}
      />
      <Toggle label={t.nameProvider} description={t.nameProviderHint} checked={named} onCheckedChange={setNamed} />
      <TextField
        label={reminderAnswerTexts.windowLabel}
        name="cancellation-window"
        inputMode="numeric"
        maxLength={3}
        value={windowHours}
        onChange={(e) => setWindowHours(e.target.value.replace(/\D/g, ''))}
        hint={reminderAnswerTexts.windowHint}
      />
      <TextField
        label={reminderAnswerTexts.phoneLabel}
        name="practice-phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX}
        value={phone}
        onChange={(e) => setPhone(maskPhone(e.target.value))}
        hint={reminderAnswerTexts.phoneHint}
      />
      <p role="alert" className={styles.message} data-testid="reminder-settings-message">
        {message}
      </p>
      <Button type="submit" fullWidth loading={saving} loadingLabel={t.save}>
        {t.save}
      </Button>
    </form>
  );
}
