/**
 * /appointment_detail/{id} (spec 2 "Appointment detail"): loads the
 * appointment for the selected provider on entry, shows it (title struck
 * through when cancelled, times, beautified date, location, repeat text,
 * notes or 'No notes'), and offers Cancel or Un-cancel, Delete and Edit to
 * the users and providers spec 6 allows. A change publishes
 * 'appointments:changed' (the calendar refreshes its caches), a renamed
 * contact 'appointments:contactRenamed'; a refreshRequest from another user
 * that touches the shown appointment reloads it. Navigation is the caller's.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { mayMarkAttendance } from '../../../domain/appointments/attendance';
import { canCancelOrDelete, cancelScopes, deleteScopes, showsActions, videoPermission } from '../../../domain/appointments/permissions';
import type { AppointmentDetail, AppointmentSaveResponse, DeleteAction, EditScope } from '../../../domain/contract/appointment';
import { isoDayIn } from '../../../domain/mail/viewer-zone';
import { messages } from '../../../domain/messages';
import { canStartVideoSession, hasAddEditDeletePermission, isPortalRole } from '../../../domain/roles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Notice } from '../../../ui/notice/notice';
import { pushMessageAtom } from '../../api/popup-atoms';
import { publish, useRealtimeEvent } from '../../realtime';
import { nonPortalAtom, profileAtom, selectedProviderIdAtom, sessionAtom } from '../../session/atoms';
import { deleteAppointment, refreshPayloadOf } from '../api/delete-appointment';
import { ActionPopup } from './action-popup';
import { AttendancePanel } from './attendance-panel';
import { detailStateAtom, editLevelAtom, loadDetailAtom, resetDetailAtom } from './atoms';
import { DetailActions } from './detail-actions';
import { DetailCard } from './detail-card';
import { isRepeatingAppointment } from './detail-view';
import { EditPanel } from './edit-panel';
import { NameEdit, renameableKind } from './name-edit';
import { concernsAppointment } from './refresh-concerns';
import { VideoButton } from './video-button';
import * as styles from './detail.css';

export interface AppointmentDetailScreenProps {
  /** The numeric id of the route. */
  id: number;
  /** After a delete (spec 2: back in history, or /daily when the previous route was the root). */
  onDeleted: () => void;
  /** After a successful full edit (spec 2: to /daily); the answer names the saved occurrence. */
  onEdited: (answer: AppointmentSaveResponse) => void;
}

/** What the signed-in user may do with this appointment (spec 6). */
function useActionRights(a: AppointmentDetail | null) {
  const stored = useAtomValue(sessionAtom);
  const nonPortal = useAtomValue(nonPortalAtom);
  const profile = stored?.profile ?? null;
  if (!a || !profile || !stored) return { actions: false, cancelDelete: false, video: false, portalSide: false };
  const facts = { provider_id: a.provider_id, forProviderId: a.forProviderId, is_video: a.is_video, type: a.type };
  const mayChange =
    nonPortal && hasAddEditDeletePermission({ permission_id: profile.permissionId, permission_status: profile.permissionStatus });
  const actions = mayChange && showsActions(facts);
  const isVideo = a.is_video === 1;
  const deleteRefused =
    isVideo &&
    videoPermission(
      a.provider_id,
      { userId: stored.userId, videoUserId: profile.videoUserId, connectUserId: profile.connectUserId },
      profile.permittedUserList,
    ).deleteRefused;
  return {
    actions,
    cancelDelete: actions && canCancelOrDelete(facts) && !deleteRefused,
    video: isVideo && a.is_cancelled === 0 && canStartVideoSession(profile.userRole),
    portalSide: isPortalRole(profile.userRole),
  };
}

export function AppointmentDetailScreen({ id, onDeleted, onEdited }: AppointmentDetailScreenProps) {
  const state = useAtomValue(detailStateAtom);
  const editLevel = useAtomValue(editLevelAtom);
  const setEditLevel = useSetAtom(editLevelAtom);
  const load = useSetAtom(loadDetailAtom);
  const reset = useSetAtom(resetDetailAtom);
  const push = useSetAtom(pushMessageAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const viewerRole = useAtomValue(profileAtom)?.userRole;
  const [asking, setAsking] = useState<DeleteAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const mounted = useRef(true);
  const store = useStore();

  // Another user's change to this appointment (spec 4): only a shown, settled one reloads (this tab's own action is already reloading it).
  useRealtimeEvent('refreshRequest', (payload) => {
    const current = store.get(detailStateAtom);
    const shown = current.status === 'ready' && current.id === id ? current.data?.appointment : undefined;
    if (shown && concernsAppointment(payload, shown)) void load({ id, forProviderId: providerId });
  });

  // Spec 4: the detail loads on entry; its state is reset on leaving.
  useEffect(() => {
    mounted.current = true;
    void load({ id, forProviderId: providerId });
    return () => {
      mounted.current = false;
      reset();
    };
  }, [id, providerId, load, reset]);

  const data = state.id === id ? state.data : null;
  const a = data?.appointment ?? null;
  const rights = useActionRights(a);

  if (state.status === 'notFound' && state.id === id) {
    return <Notice title={state.message ?? messages.notFound} data-testid="appointment-not-found" />;
  }
  if (!data || !a) {
    if (state.status === 'failed') {
      return (
        <Notice
          tone="danger"
          title={state.message ?? messages.serverError}
          action={
            <Button variant="secondary" onClick={() => void load({ id, forProviderId: providerId })}>
              {messages.tryAgain}
            </Button>
          }
        />
      );
    }
    return (
      <div className={styles.centre}>
        <Loader label={messages.loadingAppointment} />
      </div>
    );
  }

  const repeating = isRepeatingAppointment(a);
  const scopes: EditScope[] = asking === 'delete' ? deleteScopes(repeating) : cancelScopes(repeating);

  const run = async (action: DeleteAction, scope: EditScope) => {
    setAsking(null);
    const call = deleteAppointment(a.id, scope, action);
    if (call === null) return;
    setBusy(true);
    setDone('');
    try {
      const answer = await call;
      publish('appointments:changed', refreshPayloadOf(answer, a, action));
      if (action === 'delete') {
        // Nothing is left to show or reload (a realtime echo must not turn it into 'not found').
        reset();
        onDeleted();
        return;
      }
      if (mounted.current) setDone(action === 'cancel' ? messages.appointmentCancelled : messages.appointmentUncancelled);
      await load({ id, forProviderId: providerId });
    } catch (error) {
      const text = error instanceof Error ? error.message : messages.serverError;
      push({ text: text === messages.appointmentPastTime ? messages.videoSessionPastTime : text });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  if (editLevel === 2 && rights.actions) {
    return (
      <EditPanel
        detail={data}
        viewerRole={viewerRole}
        onCancel={() => setEditLevel(0)}
        onSaved={onEdited}
      />
    );
  }

  const nameKind = rights.actions ? renameableKind(a) : null;
  if (editLevel === 1 && nameKind) {
    return (
      <div className={styles.screen}>
        <NameEdit
          appointment={a}
          kind={nameKind}
          onCancel={() => setEditLevel(0)}
          onSaved={() => {
            setEditLevel(0);
            publish('appointments:contactRenamed', undefined);
            void load({ id, forProviderId: providerId });
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <DetailCard data={data} viewerRole={viewerRole} busy={state.status === 'loading' || busy}>
        {rights.video ? <VideoButton appointment={a} portalSide={rights.portalSide} /> : null}
      </DetailCard>
      {rights.actions ? (
        <DetailActions
          cancelled={a.is_cancelled === 1}
          canCancelOrDelete={rights.cancelDelete}
          busy={busy}
          onAsk={setAsking}
          onEdit={() => setEditLevel(2)}
          onEditName={nameKind ? () => setEditLevel(1) : undefined}
        />
      ) : null}
      {rights.actions && mayMarkAttendance(a.app_date, isoDayIn(new Date(), a.timezone)) ? (
        <AttendancePanel
          // A reload with another mark (this tab's or a colleague's) starts the panel from it.
          key={`${a.id}:${a.attendance ?? ''}:${a.attendance_reason}`}
          appointmentId={a.id}
          attendance={a.attendance}
          reason={a.attendance_reason}
          onSaved={(answer, status) => {
            const { delete_required, refresh_required, refresh_total } = answer;
            publish('appointments:changed', { appointment: answer.appointment, provider_id: a.provider_id, is_edit: true, delete_required, refresh_required, refresh_total });
            setDone(status);
            void load({ id, forProviderId: providerId });
          }}
          onFailed={(text) => push({ text })}
        />
      ) : null}
      <p className={styles.status} role="status" data-testid="detail-status">
        {state.status === 'failed' ? state.message : done}
      </p>
      {busy ? <Loader overlay label={messages.loadingAppointment} /> : null}
      <ActionPopup
        action={asking}
        scopes={scopes}
        onChoose={(scope) => {
          if (asking) void run(asking, scope);
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
