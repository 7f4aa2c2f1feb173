/** The kind of session by location type (spec 9: 1 office, 2 video, 3 phone, 4 other): its key, icon and words. */
import { APPOINTMENT_TYPE } from '../../../domain/codes';
import { portalAppointmentTitle } from '../../../domain/appointments/portal-title';
import type { AppointmentFields } from '../../../domain/contract/calendar';
import { Building2Icon, MapPinIcon, PhoneIcon, VideoIcon } from '../../../ui/icons/icons';
import { portalTitleWords } from '../../session/copy';

export type KindKey = 'office' | 'video' | 'phone' | 'other';

export function kindKey(type: number): KindKey {
  switch (type) {
    case APPOINTMENT_TYPE.office:
      return 'office';
    case APPOINTMENT_TYPE.video:
      return 'video';
    case APPOINTMENT_TYPE.phone:
      return 'phone';
    default:
      return 'other';
  }
}

/** 'Video session': the portal title's words without a provider. */
export const kindWords = (type: AppointmentFields['type']): string =>
  portalAppointmentTitle({ type, providerFirstName: '', providerLastName: '', providerNamePrefix: '' }, portalTitleWords);

const icons = { office: Building2Icon, video: VideoIcon, phone: PhoneIcon, other: MapPinIcon } as const;

/** The kind's icon: decorative, the words beside it say the kind. */
export function KindIcon({ type, size = 20, className }: { type: number; size?: number; className?: string }) {
  const Icon = icons[kindKey(type)];
  return <Icon aria-hidden="true" size={size} className={className} />;
}
