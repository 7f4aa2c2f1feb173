/**
 * Attendance on the detail (issue 26 item 4): staff who may change the
 * appointment mark today's or a past occurrence Attended, No-show, Late
 * cancel, Cancelled by client or Cancelled by practice, with an optional
 * reason, or clear the mark. Separate from Cancel and Un-cancel, which keep
 * their own buttons and meaning. The server judges the day again.
 */
import { useId, useState } from 'react';
import { ATTENDANCE_CODES, ATTENDANCE_LABELS, ATTENDANCE_REASON_MAX, type AttendanceCode } from '../../../domain/appointments/attendance';
import type { AttendanceResponse } from '../../../domain/contract/attendance';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { markAttendance } from '../api/mark-attendance';
import * as styles from './detail.css';

const OPTIONS = ATTENDANCE_CODES.map((code) => ({ value: code, label: ATTENDANCE_LABELS[code] }));

export interface AttendancePanelProps {
  appointmentId: number;
  attendance: AttendanceCode | null;
  reason: string;
  /** After the server stored it: the answer, and the text for the status line. */
  onSaved: (answer: AttendanceResponse, status: string) => void;
  /** A refused or failed call's message. */
  onFailed: (message: string) => void;
}

export function AttendancePanel({ appointmentId, attendance, reason, onSaved, onFailed }: AttendancePanelProps) {
  const headingId = useId();
  const [choice, setChoice] = useState<AttendanceCode | null>(attendance);
  const [text, setText] = useState(reason);
  const [saving, setSaving] = useState(false);

  const save = async (mark: AttendanceCode | null) => {
    setSaving(true);
    try {
      const answer = await markAttendance(appointmentId, mark, mark === null ? '' : text);
      setChoice(answer.attendance);
      setText(answer.attendance_reason);
      onSaved(answer, mark === null ? messages.attendanceCleared : messages.attendanceSaved);
    } catch (error) {
      onFailed(error instanceof Error ? error.message : messages.serverError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.attendance} aria-labelledby={headingId} data-testid="attendance-panel">
      <h3 id={headingId} className={styles.attendanceTitle}>
        {messages.attendance}
      </h3>
      <RadioGroup label={messages.attendance} hideLabel options={OPTIONS} value={choice} onChange={setChoice} disabled={saving} />
      <TextField
        label={messages.attendanceReason}
        value={text}
        maxLength={ATTENDANCE_REASON_MAX}
        autoComplete="off"
        disabled={saving || choice === null}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button disabled={saving || choice === null} onClick={() => void save(choice)}>
          {messages.attendanceSave}
        </Button>
        {attendance !== null ? (
          <Button variant="secondary" disabled={saving} onClick={() => void save(null)}>
            {messages.attendanceClear}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
