/**
 * The Add Appointment form (spec 2) and the detail screen's full edit: see
 * README.md in this folder for the props. It loads form_details for its
 * provider, keeps the fields in formReducer, checks them (checkForm: contact,
 * contract, cross-field rules) and shows the first failure in the global
 * message popup, then saves; a 409 answer asks the overlap question
 * (spec 4: NOT_CHECKED → ASK_USER → ALLOWED, reset after).
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  checkForm,
  formStateFromDetail,
  isPastVideo,
  newFormState,
  repeatChanged,
  type AppointmentFormState,
} from '../../../domain/appointments/form-payload';
import { saveScopes, videoPermission } from '../../../domain/appointments/permissions';
import type { TwentyFourHourTime } from '../../../domain/clock';
import { allContacts } from '../../../domain/appointments/contact-match';
import type { ContactRef } from '../../../domain/contacts/contact-link';
import { chosenContactOf } from '../../../domain/contacts/form-contact';
import { isRepeating } from '../../../domain/appointments/repeat';
import type { NameSettings } from '../../../domain/calendar/summary';
import type {
  AppointmentDetail,
  AppointmentPayload,
  AppointmentSaveResponse,
  EditScope,
  FormContact,
  FormDetailsResponse,
  OverlappedAppointment,
} from '../../../domain/contract/appointment';
import { NOTES_MAX } from '../../../domain/contract/appointment';
import { appointmentFormTexts as t, messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { todayDate, toIsoKey } from '../../../ui/calendar/calendar-date';
import { Loader } from '../../../ui/loader/loader';
import { Notice } from '../../../ui/notice/notice';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { TimePicker24 } from '../../../ui/time-picker/time-picker';
import { Toggle } from '../../../ui/toggle/toggle';
import { useFieldMarks } from '../../../ui/field/use-field-marks';
import { currentMessageAtom, pushMessageAtom } from '../../api/popup-atoms';
import { reportFailureAtom } from '../../api/report-failure';
import { publish } from '../../realtime';
import { profileAtom, providerChoicesAtom, selectedProviderIdAtom, sessionAtom } from '../../session/atoms';
import { isOverlapError, overlappedBy, postAppointment } from '../api/add-appointment';
import { putAppointment } from '../api/edit-appointment';
import { getFormDetails } from '../api/form-details';
import { APPOINTMENT_FORM_ID, appointmentSavingAtom } from './atoms';
import { ContactPicker } from './contact-picker';
import { appointmentDraftAtom, draftToRestore } from './draft';
import { appointmentProblems, type AppointmentField } from './field-problems';
import { fieldHooks } from './field-hooks';
import * as styles from './form.css';
import { formReducer, overlapAfter, startingAt, type OverlapState } from './form-reducer';
import { LocationSection } from './location-section';
import { OverlapPopup } from './overlap-popup';
import { bookableProvider, providerOptionsOf } from './provider-choice';
import { RepeatSection } from './repeat-section';

interface CommonProps {
  /** After a successful save; default: go to /daily (spec 2). */
  onSaved?: (answer: AppointmentSaveResponse) => void;
  /** The form element's id, for a Save button outside it (default APPOINTMENT_FORM_ID). */
  formId?: string;
}

export interface AddModeProps extends CommonProps {
  mode: 'add';
  /** The day to book, 'YYYY-MM-DD' (default today). */
  date?: string;
  /** The start (default 10:00); the end follows one increment later, as when the user picks a start. */
  start?: TwentyFourHourTime;
  /** The provider to book for (a team view's lane): used when it is one the user may book for, else the selected one. */
  providerId?: number;
  /** A contact to choose once form_details lists it (the contact screen's Book); unknown ones are ignored. */
  contact?: ContactRef;
}

export interface EditModeProps extends CommonProps {
  mode: 'edit';
  detail: AppointmentDetail;
  /** The practice's client-name settings, for the contact's name. */
  nameSettings?: NameSettings;
  /** The Save-choice popup: resolves with the chosen scope, or null to stay in the form. */
  chooseScope: (scopes: EditScope[]) => Promise<EditScope | null>;
}

export type AppointmentFormProps = AddModeProps | EditModeProps;

const DEFAULT_NAMES: NameSettings = { clientNameFormat: 1, clientNameOrder: 0 };

type Loaded = { providerId: number; details: FormDetailsResponse } | { providerId: number; failed: true } | null;

export function AppointmentForm(props: AppointmentFormProps) {
  const { onSaved, formId = APPOINTMENT_FORM_ID } = props;
  const session = useAtomValue(sessionAtom);
  const profile = useAtomValue(profileAtom);
  const selectedProviderId = useAtomValue(selectedProviderIdAtom);
  const choices = useAtomValue(providerChoicesAtom);
  const push = useSetAtom(pushMessageAtom);
  const report = useSetAtom(reportFailureAtom);
  const setSavingAtom = useSetAtom(appointmentSavingAtom);
  const [, navigate] = useLocation();
  const store = useStore();
  // Back from /add_client: the form as the user left it (draft.ts), read once.
  const [restored] = useState(() => (props.mode === 'add' ? draftToRestore(store.get(appointmentDraftAtom), session?.userId ?? null) : null));

  const initial = useMemo<AppointmentFormState>(
    () =>
      props.mode === 'edit'
        ? formStateFromDetail(props.detail, props.nameSettings ?? DEFAULT_NAMES)
        : (restored?.state ??
          startingAt(
            newFormState({
              providerId: bookableProvider(props.providerId, choices) ?? selectedProviderId,
              date: props.date ?? toIsoKey(todayDate()),
              increment: 0,
              providerAddressId: null,
            }),
            props.start,
            0,
          )),
    // The form starts once per screen (or per appointment being edited).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.mode === 'edit' ? props.detail.id : 0],
  );
  const [state, dispatch] = useReducer(formReducer, initial);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [reload, setReload] = useState(0);
  const [created, setCreated] = useState<FormContact[]>([]);
  const [overlap, setOverlap] = useState<OverlapState>('NOT_CHECKED');
  const [overlapping, setOverlapping] = useState<OverlappedAppointment[]>([]);
  const [saving, setSaving] = useState(false);
  const popupShown = useAtomValue(currentMessageAtom) !== null;
  const savingRef = useRef(false);
  const scopeRef = useRef<EditScope | null>(null);
  // A restored form has its defaults already.
  const startedRef = useRef(restored !== null);

  useEffect(() => dispatch({ type: 'reset', state: initial }), [initial]);
  // A draft opens one form: whatever the user does next starts afresh.
  useEffect(() => {
    if (props.mode === 'add') store.set(appointmentDraftAtom, null);
  }, [props.mode, store]);
  const keepForNewClient = (term: string) => {
    if (session === null) return;
    store.set(appointmentDraftAtom, { userId: session.userId, state, term, back: null });
    navigate(paths.addClient);
  };

  // form_details of the form's provider; a new provider reloads it (its offices and contacts differ).
  const providerId = state.providerId;
  useEffect(() => {
    if (providerId <= 0) return;
    const controller = new AbortController();
    getFormDetails(providerId, controller.signal).then(
      (details) => setLoaded({ providerId, details }),
      () => {
        if (!controller.signal.aborted) setLoaded({ providerId, failed: true });
      },
    );
    return () => controller.abort();
  }, [providerId, reload]);

  const details = loaded !== null && 'details' in loaded ? loaded.details : null;
  const detailsFor = loaded?.providerId;

  // Every field's problem by the domain's rules; a field shows its own once left or saved (issue 17 item 11).
  const timezone = details?.timezone ?? null;
  const checked = useMemo(
    () => (timezone === null ? { problems: {}, first: null } : appointmentProblems(state, { now: new Date(), timezone })),
    [state, timezone],
  );
  const idOf = useCallback((field: AppointmentField) => `${formId}-${field}`, [formId]);
  const marks = useFieldMarks(checked.problems, { idOf, focusBlocked: popupShown });
  const field = fieldHooks(marks, idOf);

  // The first answer fills the defaults of a new form: the increment and the default office.
  useEffect(() => {
    if (details === null || detailsFor !== providerId) return;
    if (props.mode === 'add' && !startedRef.current) {
      startedRef.current = true;
      dispatch({
        type: 'reset',
        state: startingAt(
          newFormState({
            providerId,
            date: initial.date,
            increment: details.appointment_time_increment,
            providerAddressId: details.provider_address_id,
          }),
          props.start,
          details.appointment_time_increment,
        ),
      });
      const wanted = props.contact;
      const preset = wanted ? allContacts(details.details).find((c) => c.type === wanted.type && c.id === wanted.id) : undefined;
      if (preset) dispatch({ type: 'contact', contact: chosenContactOf(preset) });
      return;
    }
    if (!state.office.custom && state.office.addressId === null && details.provider_address_id !== null) {
      dispatch({ type: 'office', office: { addressId: details.provider_address_id } });
    }
    // Only when new details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [details, detailsFor]);

  // Saving state is shared with the header's Save; it must not outlive the screen.
  useEffect(() => () => setSavingAtom(false), [setSavingAtom]);
  const setBusy = useCallback(
    (on: boolean) => {
      savingRef.current = on;
      setSaving(on);
      setSavingAtom(on);
    },
    [setSavingAtom],
  );

  const permitted = useMemo(() => profile?.permittedUserList ?? [], [profile]);
  const canAddVideo =
    session !== null && profile !== null
      ? videoPermission(
          state.providerId,
          { userId: session.userId, videoUserId: profile.videoUserId, connectUserId: profile.connectUserId },
          permitted,
        ).canAdd
      : false;

  const providerOptions = useMemo(() => (details === null ? [] : providerOptionsOf(details.providers, permitted)), [details, permitted]);

  const save = async (allowOverlap: boolean) => {
    if (savingRef.current || details === null) return;
    const now = new Date();
    const result = checkForm(state, { now, timezone: details.timezone });
    if (!result.ok) {
      push({ text: result.message });
      // The field it names is marked and brought into view; focus follows once the popup is closed.
      const first = appointmentProblems(state, { now, timezone: details.timezone }).first;
      if (first !== null) marks.markAll(first);
      return;
    }
    const payload: AppointmentPayload = { ...result.payload, allow_overlap: allowOverlap };
    let scope: EditScope | null = null;
    if (props.mode === 'edit') {
      scope = allowOverlap ? scopeRef.current : null;
      if (scope === null) {
        const scopes = saveScopes({
          repeating: props.detail.repeats === 1 || isRepeating(initial.repeat),
          repeatChanged: repeatChanged(initial, state),
          pastVideo: isPastVideo(props.detail, now),
        });
        // Held while the Save-choice popup is open, so a second submit cannot ask twice.
        savingRef.current = true;
        scope = await props.chooseScope(scopes).finally(() => {
          savingRef.current = false;
        });
        if (scope === null) return;
        scopeRef.current = scope;
      }
    }
    setBusy(true);
    try {
      const answer =
        props.mode === 'edit' && scope !== null
          ? await putAppointment({ ...payload, editID: props.detail.id, oneAllFuture: scope })
          : await postAppointment(payload);
      setOverlap((o) => overlapAfter(o, 'finished'));
      // The days to reload (also when the server says the appointment is gone): the calendar subscribes.
      publish('appointments:changed', {
        appointment: answer.res === false ? undefined : answer.res,
        is_edit: props.mode === 'edit',
        provider_id: payload.provider_id,
        delete_required: answer.delete_required,
        refresh_required: answer.refresh_required,
        refresh_total: answer.refresh_total,
      });
      if (answer.res === false) push({ key: 'appointmentGone' });
      if (answer.warning) push({ text: answer.warning });
      setBusy(false);
      if (onSaved) onSaved(answer);
      else navigate(paths.daily);
    } catch (error) {
      setBusy(false);
      if (isOverlapError(error) && !allowOverlap) {
        setOverlapping(overlappedBy(error));
        setOverlap((o) => overlapAfter(o, 'conflict'));
        return;
      }
      setOverlap((o) => overlapAfter(o, 'finished'));
      report(error);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  if (loaded === null) return <Loader label={t.loadingForm} />;
  if (details === null) {
    return (
      <Notice
        title={messages.serverError}
        action={
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
            {messages.tryAgain}
          </Button>
        }
      />
    );
  }

  const increment = props.mode === 'add' ? details.appointment_time_increment : null;
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} aria-labelledby={`${formId}-heading`} noValidate>
      <h2 id={`${formId}-heading`} className={styles.heading}>
        {props.mode === 'add' ? t.heading : messages.detailEdit}
      </h2>
      {/* First: for whom the user books decides the contacts and offices below (issue 27 item 6: the one provider picker). */}
      {providerOptions.length > 1 ? (
        <Select
          label={t.provider}
          options={providerOptions}
          value={String(state.providerId)}
          onValueChange={(v) => dispatch({ type: 'provider', providerId: Number(v) })}
          disabled={props.mode === 'edit'}
          {...field('provider')}
        />
      ) : null}
      <ContactPicker
        details={details}
        providerId={state.providerId}
        value={state.contact}
        onChange={(contact) => dispatch({ type: 'contact', contact })}
        created={created}
        onCreated={(c) => setCreated((list) => [c, ...list])}
        disabled={saving}
        field={field('contact')}
        onNewClient={props.mode === 'add' ? keepForNewClient : undefined}
        initialTerm={restored?.term}
      />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t.date}</legend>
        <TextField
          label={t.date}
          hideLabel
          type="date"
          required
          value={state.date}
          onChange={(e) => dispatch({ type: 'date', date: e.target.value })}
          {...field('date')}
        />
        <Toggle label={t.allDay} checked={state.allDay} onCheckedChange={(on) => dispatch({ type: 'allDay', on })} />
        {state.allDay ? null : (
          <div className={styles.times}>
            <TimePicker24
              label={t.startTime}
              value={state.start}
              onChange={(time) => dispatch({ type: 'start', time, increment })}
              {...field('start')}
            />
            <TimePicker24 label={t.endTime} value={state.end} onChange={(time) => dispatch({ type: 'end', time })} {...field('end')} />
          </div>
        )}
      </fieldset>
      <LocationSection
        state={state}
        dispatch={dispatch}
        offices={details.office_locations}
        canAddVideo={canAddVideo}
        editedVideo={props.mode === 'edit' && initial.location === 'video' ? initial.video : undefined}
        field={field}
      />
      <RepeatSection state={state} dispatch={dispatch} field={field} />
      <TextArea
        label={t.notes}
        value={state.notes}
        hint={t.notesHint}
        maxLength={NOTES_MAX}
        onChange={(e) => dispatch({ type: 'notes', notes: e.target.value })}
      />
      <TextArea
        label={t.clientNote}
        hint={t.clientNoteHint}
        value={state.clientNote}
        rows={2}
        maxLength={NOTES_MAX}
        onChange={(e) => dispatch({ type: 'clientNote', clientNote: e.target.value })}
      />
      <OverlapPopup
        open={overlap === 'ASK_USER'}
        overlapping={overlapping}
        onNo={() => setOverlap((o) => overlapAfter(o, 'no'))}
        onYes={() => {
          setOverlap((o) => overlapAfter(o, 'yes'));
          void save(true);
        }}
      />
    </form>
  );
}
