/**
 * GET audit/{providerId}/export?filters (issue 13): the trail the list
 * shows, as a CSV download. Fetched with the session's headers through the
 * one ky client, then handed to the browser as a file.
 */
import { atom } from 'jotai';
import { auditCsvFileName } from '../../../domain/audit/audit-csv';
import type { HourCycle } from '../../../domain/time-style';
import { hourCycleAtom } from '../../session/time-style';
import { auditTexts } from '../copy';
import { ApiError } from '../../api/api-error';
import { requestFile, type DownloadedFile } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { saveFile } from '../../api/save-file';
import { auditExportingAtom, auditListAtom, auditProviderIdAtom, auditZoneAtom, type AuditFilterInput } from '../atoms';
import { auditQueryString } from './audit-query';

/** The CSV's words read in the viewer's clock (issue 27 item 12); the language comes with the browser's Accept-Language. */
export const exportAudit = (providerId: number, filters: AuditFilterInput, timeZone: string, hourCycle: HourCycle): Promise<DownloadedFile> =>
  requestFile(`audit/${providerId}/export?${auditQueryString(filters, timeZone)}&hourCycle=${hourCycle}`, auditCsvFileName(filters.from, filters.to));

export const exportAuditAtom = atom(null, async (get, set): Promise<void> => {
  const { filters } = get(auditListAtom);
  const providerId = get(auditProviderIdAtom);
  if (!filters || providerId <= 0 || get(auditExportingAtom)) return;
  set(auditExportingAtom, true);
  try {
    saveFile(await exportAudit(providerId, filters, get(auditZoneAtom), get(hourCycleAtom)));
  } catch (error) {
    set(pushMessageAtom, { text: error instanceof ApiError && error.status === 400 ? error.message : auditTexts.exportFailed });
  } finally {
    set(auditExportingAtom, false);
  }
});
