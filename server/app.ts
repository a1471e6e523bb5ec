/** The express application: request id and log, edge guards, operations endpoints, static files, then Remix. */
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { Env } from './env';
import { remixHandler } from './http/remix-handler';
import { forwardedForWarning } from './http/forwarded-for-warning';
import { lastResort } from './http/last-resort';
import { requestLoadContext } from './http/load-context';
import { publicFiles } from './http/public-files';
import { bodyGuard, methodGuard } from './http/request-guards';
import { requestLog } from './http/request-log';
import { requestTargetGuard } from './http/request-target';
import { remixRouteMatcher } from './http/route-pattern';
import { sameOriginMutations, securityHeaders } from './http/security';
import { metricsEndpoint } from './ops/metrics-endpoint';
import { createReadiness, readinessEndpoint } from './ops/readiness';
import { getStore } from './store';
import { pingApi } from './upstream/reachability';

/** A load balancer's own probe times out soon. */
const READINESS_TIMEOUT_MS = 2_000;

/** Absolute URLs only. */
function providerOrigins(env: Env): string[] {
  return [env.CARD_PROVIDER_HOSTED_URL, env.GLOBAL_CARD_PROVIDER_HOSTED_URL]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/** Remix's mode for this environment: what its handler and the warm-up's render with. */
export function remixMode(env: Env): 'development' | 'production' {
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

export function createApp(options: { env: Env; build: ServerBuild; mountMocks?: (app: Express) => void }) {
  const { env, build } = options;
  const app = express();
  app.disable('x-powered-by');
  // First: every answer, the refusals below included, has a request id and one log line.
  app.use(requestLog({ routeOf: remixRouteMatcher(build) }));
  app.use(compression());
  // Only the configured proxy hops may set X-Forwarded-For: req.ip is never one a client claims.
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders(env.NODE_ENV === 'production' && env.cookieSecure));
  // Before anything builds a URL from them: a malformed Host or request target is a 400.
  app.use(requestTargetGuard());
  app.use(forwardedForWarning(env.TRUST_PROXY));
  app.get('/healthz', (req, res) => {
    req.routePattern = '/healthz';
    res.type('text/plain').send('ok');
  });
  const readiness = createReadiness(
    {
      store: () => getStore().get('readyz'),
      upstream: () => pingApi(READINESS_TIMEOUT_MS),
    },
    { timeoutMs: READINESS_TIMEOUT_MS },
  );
  app.get('/readyz', readinessEndpoint(readiness));
  // Without a token, /metrics is not mounted: an ordinary 404, nothing to guess at.
  if (env.METRICS_TOKEN) app.get('/metrics', metricsEndpoint(env.METRICS_TOKEN));
  app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }));
  app.use(publicFiles('public', { except: ['build'] }));
  app.use(methodGuard());
  app.use(sameOriginMutations({ publicOrigin: env.publicOrigin, trustedOrigins: providerOrigins(env) }));
  options.mountMocks?.(app);
  app.use(bodyGuard());
  app.all(
    '*',
    remixHandler(build, {
      mode: remixMode(env),
      publicOrigin: env.publicOrigin,
      getLoadContext: requestLoadContext,
    }),
  );
  app.use(lastResort);
  return app;
}
