/**
 * The express application: headers, static files, request guards (method, CSRF, body), then
 * Remix. Built by the server entry; the tests start the entry as a process.
 */
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { Env } from './env';
import { remixHandler } from './http/remix-handler';
import { httpStatusOf, sendRequestError } from './http/request-errors';
import { bodyGuard, methodGuard } from './http/request-guards';
import { sameOriginMutations, securityHeaders } from './http/security';

/** Card providers whose hosted forms post the transaction token back to us (absolute URLs only). */
function providerOrigins(env: Env): string[] {
  return [env.CARD_PROVIDER_HOSTED_URL, env.GLOBAL_CARD_PROVIDER_HOSTED_URL]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

export function createApp(options: { env: Env; build: ServerBuild; mountMocks?: (app: Express) => void }) {
  const { env, build } = options;
  const app = express();
  app.disable('x-powered-by');
  // Only the configured proxy hops may set X-Forwarded-For: req.ip (throttles, location) is then
  // the address the load balancer saw, never one a client claims.
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders(env.NODE_ENV === 'production' && env.cookieSecure));
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  // Fingerprinted assets forever, compressed hardest: they are compressed once per CDN fill,
  // and every byte counts against the browser JavaScript budget.
  app.use(
    '/build',
    compression({ level: 9, threshold: 0 }),
    express.static('public/build', { immutable: true, maxAge: '1y' }),
  );
  app.use(compression());
  // Other files (images, icons) for a day. Only paths that look like files touch the disk: a
  // page request never waits for a stat().
  const publicFiles = express.static('public', { maxAge: '1d' });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(methodGuard());
  app.use(sameOriginMutations(providerOrigins(env)));
  options.mountMocks?.(app);
  app.use(bodyGuard());
  app.all('*', remixHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production'));
  app.use(lastResort);
  return app;
}

/** Anything that escaped: logged for us, a friendly page for the user, never a stack trace. */
function lastResort(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const status = httpStatusOf(error) ?? 500;
  if (status >= 500) console.error('[http]', req.method, req.path, error);
  if (res.headersSent) return res.end();
  sendRequestError(req, res, status >= 400 && status < 600 ? status : 500);
}
