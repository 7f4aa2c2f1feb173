import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import addAppointmentRoute from './appointment/add';
import deleteAppointmentRoute from './appointment/delete';
import editAppointmentRoute from './appointment/edit';
import formDetailsRoute from './appointment/form-details';
import getByIdRoute from './appointment/get-by-id';
import getDailyRoute from './appointment/get-daily';
import getYearlyRoute from './appointment/get-yearly';
import expiryPermissionsRoute from './auth/expiry-permissions';
import loginRoute from './auth/login';
import logoutRoute from './auth/logout';
import eventsAddRoute from './contacts/events-add';
import groupsAddRoute from './contacts/groups-add';
import othersAddRoute from './contacts/others-add';
import insuranceRoute from './insurance/get';
import openapiRoute from './openapi';

/**
 * Every /api route. The authenticate hook runs first for all of them;
 * a route opts out with `config: { public: true }`.
 */
const apiRoutes: FastifyPluginAsync<{ config: Config }> = async (api, { config }) => {
  api.addHook('onRequest', api.authenticate);
  await api.register(openapiRoute);
  await api.register(loginRoute, { config });
  await api.register(logoutRoute);
  await api.register(expiryPermissionsRoute);
  await api.register(insuranceRoute);
  await api.register(getDailyRoute);
  await api.register(getYearlyRoute);
  await api.register(formDetailsRoute);
  await api.register(getByIdRoute);
  await api.register(addAppointmentRoute);
  await api.register(editAppointmentRoute);
  await api.register(deleteAppointmentRoute);
  await api.register(eventsAddRoute);
  await api.register(othersAddRoute);
  await api.register(groupsAddRoute);
};
export default apiRoutes;
