import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import getDailyRoute from './appointment/get-daily';
import getYearlyRoute from './appointment/get-yearly';
import expiryPermissionsRoute from './auth/expiry-permissions';
import loginRoute from './auth/login';
import logoutRoute from './auth/logout';
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
};
export default apiRoutes;
