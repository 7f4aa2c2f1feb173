/**
 * Where the appointment happens (spec 2, 4, 6): exactly one of office, video,
 * phone and other (office by default). Office: the provider's offices (the
 * default one first chosen) or 'Custom' with typed text. Video (only when the
 * provider may add video appointments): Meadow Connect, Secure Video or
 * Other Video. The reminder choice (issue 26 item 2: every kind, the
 * contact's own channel first) with the 'user doesn't have phone number or
 * email' warning when the contact lacks it; for video only as spec 4 says,
 * when the service is not Other and differs from the edited appointment's.
 */
import { useAtomValue } from 'jotai';
import type { Dispatch } from 'react';
import type { AppointmentFormState, LocationKind, VideoChoice } from '../../../domain/appointments/form-payload';
import { remindsFor } from '../../../domain/appointments/form-payload';
import { reminderWarning } from '../../../domain/appointments/permissions';
import { CONNECT_VIDEO_NAME } from '../../../domain/brand';
import type { VideoInvitePref } from '../../../domain/codes';
import { officeAddressLine } from '../../../domain/contacts/office-address';
import type { OfficeLocation } from '../../../domain/contract/appointment';
import { appointmentFormTexts as t, messages } from '../../../domain/messages';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './form.css';
import type { FieldHooks } from './field-hooks';
import type { FormAction } from './form-reducer';
import { secureVideoOfferedAtom } from '../api/secure-video-base-url';

export interface LocationSectionProps {
  state: AppointmentFormState;
  dispatch: Dispatch<FormAction>;
  offices: readonly OfficeLocation[];
  /** videoPermission(...).canAdd for the form's provider. */
  canAddVideo: boolean;
  /** Editing a video appointment: its video choice (spec 4: the reminder shows only once the choice differs). */
  editedVideo?: VideoChoice;
  /** Ids, errors and blur checks of the office fields. */
  field?: FieldHooks;
}

const CUSTOM = 'custom';

const VIDEO_OPTIONS: { value: VideoChoice; label: string }[] = [
  { value: 'connect', label: CONNECT_VIDEO_NAME },
  { value: 'secure', label: t.secureVideo },
  { value: 'other', label: t.otherVideo },
];

const REMINDER_OPTIONS: { value: VideoInvitePref; label: string }[] = [
  { value: 'E', label: t.emailReminder },
  { value: 'S', label: t.smsReminder },
  { value: 'B', label: t.bothReminders },
  { value: 'N', label: t.noReminder },
];

export function LocationSection({ state, dispatch, offices, canAddVideo, editedVideo, field }: LocationSectionProps) {
  // An appointment already on video keeps the choice visible while editing.
  const videoShown = canAddVideo || state.location === 'video';
  const locations: { value: LocationKind; label: string }[] = [
    { value: 'office', label: messages.locationOffice },
    ...(videoShown ? [{ value: 'video' as const, label: messages.locationVideo }] : []),
    { value: 'phone', label: messages.locationPhone },
    { value: 'other', label: messages.locationOther },
  ];
  const officeValue = state.office.custom ? CUSTOM : state.office.addressId === null ? '' : String(state.office.addressId);
  const officeOptions = [
    ...(officeValue === '' ? [{ value: '', label: '—' }] : []),
    ...offices.map((o) => ({ value: String(o.address_id), label: officeAddressLine(o) })),
    { value: CUSTOM, label: t.customLocation },
  ];
  const showsReminder = remindsFor(state) && (state.location !== 'video' || state.video !== editedVideo);
  // Secure Video turned off by the operator (secure_video/base_url ''): not offered, unless the appointment already is one (the server's rule too).
  const secureVideoOffered = useAtomValue(secureVideoOfferedAtom) || editedVideo === 'secure' || state.video === 'secure';
  const videoOptions = secureVideoOffered ? VIDEO_OPTIONS : VIDEO_OPTIONS.filter((o) => o.value !== 'secure');
  const warning = state.contact && showsReminder ? reminderWarning(state.reminder, state.contact) : null;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t.location}</legend>
      <SegmentedChoice
        label={t.location}
        hideLabel
        options={locations}
        value={state.location}
        onChange={(location) => dispatch({ type: 'location', location })}
      />
      {state.location === 'office' ? (
        <>
          <Select
            label={t.officeLocation}
            options={officeOptions}
            value={officeValue}
            onValueChange={(v) =>
              dispatch({ type: 'office', office: v === CUSTOM ? { custom: true } : { custom: false, addressId: v === '' ? null : Number(v) } })
            }
            {...field?.('office')}
          />
          {state.office.custom ? (
            <TextField
              label={t.customLocationText}
              value={state.office.customValue}
              maxLength={300}
              onChange={(e) => dispatch({ type: 'office', office: { customValue: e.target.value } })}
              {...field?.('customOffice')}
            />
          ) : null}
        </>
      ) : null}
      {state.location === 'video' ? (
        <SegmentedChoice label={t.videoChoice} options={videoOptions} value={state.video} onChange={(video) => dispatch({ type: 'video', video })} />
      ) : null}
      {showsReminder ? (
        <SegmentedChoice
          label={state.location === 'video' ? t.reminder : t.reminderAny}
          options={REMINDER_OPTIONS}
          value={state.reminder}
          onChange={(reminder) => dispatch({ type: 'reminder', reminder })}
        />
      ) : null}
      {warning ? (
        <p className={styles.warning} role="status" data-testid="reminder-warning">
          {warning}
        </p>
      ) : null}
    </fieldset>
  );
}
