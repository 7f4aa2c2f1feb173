import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Headers a bare Fastify answer carries by itself (not helmet's). */
async function probeHeaders(setup?: (probe: FastifyInstance) => Promise<unknown>): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  if (setup) await setup(probe);
  probe.get('/', async () => '');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/**
 * The headers helmet sets for these options, worked out once by helmet
 * itself: a probe with @fastify/helmet answers one request, and whatever it
 * carries beyond a bare probe's is helmet's. Same names and values as the
 * plugin would set on every answer.
 */
export async function helmetHeadersOf(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const [bare, withHelmet] = await Promise.all([probeHeaders(), probeHeaders(async (probe) => {
    await probe.register(helmet, options);
  })]);
  return Object.entries(withHelmet).filter(([name]) => bare[name] === undefined);
}

/**
 * helmet's security headers without helmet's per-request work. @fastify/helmet
 * runs the helmet middleware on every request, which rebuilds the CSP string
 * from its directives each time (visible in a --cpu-prof of the daily call);
 * the answer never changes for one configuration, so it is computed at start-up
 * and each request only sets the ready strings (on the raw response, where
 * helmet set them: a route's own header, like an attachment's sandbox CSP, still wins).
 */
export default fp<FastifyHelmetOptions>(
  async (app, options) => {
    const headers = await helmetHeadersOf(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
