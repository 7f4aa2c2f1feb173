import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  appointmentWritesRepository,
  type AppointmentWritesRepository,
} from '../repositories/appointments/appointment-writes-repository';
import { appointmentDetailRepository, type AppointmentDetailRepository } from '../repositories/appointment-detail-repository';
import { appointmentsRepository, type AppointmentsRepository } from '../repositories/appointments-repository';
import { attendanceRepository, type AttendanceRepository } from '../repositories/attendance-repository';
import { auditRepository, type AuditRepository } from '../repositories/audit-repository';
import { calendarEventRepository, type CalendarEventRepository } from '../repositories/calendar-event-repository';
import { calendarFeedRepository, type CalendarFeedRepository } from '../repositories/calendar-feed-repository';
import { clientsRepository, type ClientsRepository } from '../repositories/clients-repository';
import { chatRepository, type ChatRepository } from '../repositories/chat-repository';
import { contactsRepository, type ContactsRepository } from '../repositories/contacts-repository';
import { contactsListRepository, type ContactsListRepository } from '../repositories/contacts-list-repository';
import { favouritesRepository, type FavouritesRepository } from '../repositories/favourites-repository';
import { idempotencyKeysRepository, type IdempotencyKeysRepository } from '../repositories/idempotency-keys-repository';
import { searchRepository, type SearchRepository } from '../repositories/search-repository';
import { eventsRepository, type EventsRepository } from '../repositories/events-repository';
import { formDetailsRepository, type FormDetailsRepository } from '../repositories/form-details-repository';
import { insuranceRepository, type InsuranceRepository } from '../repositories/insurance-repository';
import { providerTeamRepository, type ProviderTeamRepository } from '../repositories/provider-team-repository';
import { mailContactsRepository, type MailContactsRepository } from '../repositories/mail/mail-contacts-repository';
import { mailFoldersRepository, type MailFoldersRepository } from '../repositories/mail/mail-folders-repository';
import { mailReadsRepository, type MailReadsRepository } from '../repositories/mail/mail-reads-repository';
import { mailWritesRepository, type MailWritesRepository } from '../repositories/mail/mail-writes-repository';
import { loginFailuresRepository, type LoginFailuresRepository } from '../repositories/login-failures-repository';
import { accountRecoveryRepository, type AccountRecoveryRepository } from '../repositories/account-recovery-repository';
import { trustedDevicesRepository, type TrustedDevicesRepository } from '../repositories/trusted-devices-repository';
import { passkeysRepository, type PasskeysRepository } from '../repositories/passkeys-repository';
import { personsRepository, type PersonsRepository } from '../repositories/persons-repository';
import { sessionsRepository, type SessionsRepository } from '../repositories/sessions-repository';
import { usersRepository, type UsersRepository } from '../repositories/users-repository';
import { videoRepository, type VideoRepository } from '../repositories/video-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    loginFailuresRepository: LoginFailuresRepository;
    accountRecoveryRepository: AccountRecoveryRepository;
    trustedDevicesRepository: TrustedDevicesRepository;
    passkeysRepository: PasskeysRepository;
    insuranceRepository: InsuranceRepository;
    appointmentsRepository: AppointmentsRepository;
    appointmentDetailRepository: AppointmentDetailRepository;
    attendanceRepository: AttendanceRepository;
    formDetailsRepository: FormDetailsRepository;
    contactsRepository: ContactsRepository;
    chatRepository: ChatRepository;
    clientsRepository: ClientsRepository;
    personsRepository: PersonsRepository;
    eventsRepository: EventsRepository;
    appointmentWritesRepository: AppointmentWritesRepository;
    providerTeamRepository: ProviderTeamRepository;
    searchRepository: SearchRepository;
    contactsListRepository: ContactsListRepository;
    favouritesRepository: FavouritesRepository;
    idempotencyKeysRepository: IdempotencyKeysRepository;
    mailReadsRepository: MailReadsRepository;
    mailWritesRepository: MailWritesRepository;
    mailContactsRepository: MailContactsRepository;
    mailFoldersRepository: MailFoldersRepository;
    auditRepository: AuditRepository;
    videoRepository: VideoRepository;
    calendarEventRepository: CalendarEventRepository;
    calendarFeedRepository: CalendarFeedRepository;
  }
}

/** Repositories typed onto the instance; routes use them, never the tables directly. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('usersRepository', usersRepository(app.db));
    app.decorate('sessionsRepository', sessionsRepository(app.db, { ttl: config.sessionTtl, maxAge: config.sessionMaxAge, lockIdle: config.sessionLockIdle }));
    app.decorate('loginFailuresRepository', loginFailuresRepository(app.db));
    app.decorate('accountRecoveryRepository', accountRecoveryRepository(app.db));
    app.decorate('trustedDevicesRepository', trustedDevicesRepository(app.db));
    app.decorate('passkeysRepository', passkeysRepository(app.db));
    app.decorate('insuranceRepository', insuranceRepository(app.db));
    app.decorate('appointmentsRepository', appointmentsRepository(app.db));
    app.decorate('appointmentDetailRepository', appointmentDetailRepository(app.db));
    app.decorate('attendanceRepository', attendanceRepository(app.db));
    app.decorate('formDetailsRepository', formDetailsRepository(app.db));
    app.decorate('contactsRepository', contactsRepository(app.db));
    app.decorate('chatRepository', chatRepository(app.db));
    app.decorate('clientsRepository', clientsRepository(app.db));
    app.decorate('personsRepository', personsRepository(app.db));
    app.decorate('eventsRepository', eventsRepository(app.db));
    app.decorate('appointmentWritesRepository', appointmentWritesRepository(app.db));
    app.decorate('providerTeamRepository', providerTeamRepository(app.db));
    app.decorate('searchRepository', searchRepository(app.db));
    app.decorate('contactsListRepository', contactsListRepository(app.db));
    app.decorate('favouritesRepository', favouritesRepository(app.db));
    app.decorate('idempotencyKeysRepository', idempotencyKeysRepository(app.db));
    app.decorate('mailReadsRepository', mailReadsRepository(app.db));
    app.decorate('mailWritesRepository', mailWritesRepository(app.db));
    app.decorate('mailContactsRepository', mailContactsRepository(app.db));
    app.decorate('mailFoldersRepository', mailFoldersRepository(app.db));
    app.decorate('auditRepository', auditRepository(app.db));
    app.decorate('videoRepository', videoRepository(app.db));
    app.decorate('calendarEventRepository', calendarEventRepository(app.db));
    app.decorate('calendarFeedRepository', calendarFeedRepository(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
