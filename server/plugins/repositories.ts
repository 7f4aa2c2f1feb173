import fp from 'fastify-plugin';
import type { Config } from '../config';
import { appointmentsRepository, type AppointmentsRepository } from '../repositories/appointments-repository';
import { insuranceRepository, type InsuranceRepository } from '../repositories/insurance-repository';
import { loginFailuresRepository, type LoginFailuresRepository } from '../repositories/login-failures-repository';
import { sessionsRepository, type SessionsRepository } from '../repositories/sessions-repository';
import { usersRepository, type UsersRepository } from '../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    loginFailuresRepository: LoginFailuresRepository;
    insuranceRepository: InsuranceRepository;
    appointmentsRepository: AppointmentsRepository;
  }
}

/** Repositories typed onto the instance; routes use them, never the tables directly. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('usersRepository', usersRepository(app.db));
    app.decorate('sessionsRepository', sessionsRepository(app.db, { ttl: config.sessionTtl, maxAge: config.sessionMaxAge }));
    app.decorate('loginFailuresRepository', loginFailuresRepository(app.db));
    app.decorate('insuranceRepository', insuranceRepository(app.db));
    app.decorate('appointmentsRepository', appointmentsRepository(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
