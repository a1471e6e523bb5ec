/**
 * The server entry. With no UPSTREAM_URL configured it runs in mock mode: this entry (and only
 * this entry) starts the offline mock backend from mocks/. In production, mock mode also needs
 * MOCK_BACKEND=on, or the server refuses to start (docs/decisions/073).
 *
 * Remix compiles it with the app into build/index.js (remix.config.js `server`), run by plain
 * Node: alone (the tests and Playwright start it) or as a worker of the supervisor (server/main.ts,
 * what `npm start` runs), which restarts it when it dies. Either way SIGTERM and
 * SIGINT drain in-flight requests before it exits.
 */
// First: the .env settings must be in place before the logger (and anything else) reads them.
import './load-env-file';
import * as build from '@remix-run/dev/server-build';
import { createApp } from './app';
import { setCachePartition } from './cache/public-cache';
import { backendMode, parseEnv, type Env } from './env';
import { createHttpServer } from './http/http-server';
import { logger } from './log/logger';
import { drainOnSignals } from './process/graceful-shutdown';
import { listen } from './process/listen';
import { authFromLogin } from './auth/auth';
import { commitSession, getSessionFromCookie, readAuth, rotateSession, storeAuth } from './session.server';
import { closeStore, getStore } from './store';
import { LoginAnswerSchema } from './upstream/schemas/auth';
import { startRemindersFromEnv } from './reminders/start';

const backend = backendMode();
if (backend.kind === 'refused') {
  logger.fatal(backend.message);
  process.exit(1);
}
const mock = backend.kind === 'simulated' ? await import('../mocks/server') : null;
if (mock) mock.configureMockEnvironment(process.env);

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  // Fail at start, with a clear message, rather than on the first visitor's request.
  await getStore().get('healthcheck');
} catch (error) {
  logger.fatal(
    `No se pudo abrir el almacén (${process.env.REDIS_URL ? 'Redis, REDIS_URL' : 'SQLite, DATA_DIR'}): ${
      error instanceof Error ? error.message : error
    }`,
  );
  process.exit(1);
}

if (mock) {
  mock.startMockBackend();
  // Each simulated scenario is a different upstream: its answers are cached apart.
  setCachePartition(() => mock.currentScenario() ?? '');
}

const app = createApp({
  env,
  build,
  mountMocks: mock
    ? (express) =>
        mock.mountMockRoutes(express, {
          // Development: the support pages open to this machine's own browser; production (MOCK_BACKEND=on):
          // the support token for all of them.
          supportPagesOpenLocally: backend.kind === 'simulated' && !backend.production,
          // In development the payments ledger shows a signed-in user their own payments.
          currentUserId: async (req) =>
            readAuth(await getSessionFromCookie(req.headers.cookie))?.user.id ?? null,
          // The e2e tests' sign-in (POST /__mocks/session, docs/decisions/028): the upstream's
          // login answer stored as the login action stores it, in a session renewed as at sign-in.
          openSession: async (cookieHeader, loginAnswer) => {
            const answer = LoginAnswerSchema.parse(loginAnswer);
            const signedIn = await rotateSession(await getSessionFromCookie(cookieHeader));
            storeAuth(signedIn, authFromLogin(answer));
            return commitSession(signedIn);
          },
        })
    : undefined,
});

const server = createHttpServer(app, env);
const announce = () => {
  const store = { redis: 'Redis', sqlite: 'SQLite en DATA_DIR', memory: 'en memoria' }[getStore().kind];
  logger.info(
    `Kodea en http://localhost:${env.PORT} (almacén ${store}; URL pública ${env.publicOrigin})${
      mock ? `; backend simulado sin conexión: /__mocks (token de soporte: ${mock.supportTokenStatus()})` : ''
    }`,
  );
  if (mock && env.NODE_ENV === 'production')
    logger.warn(
      'Aviso: backend simulado en producción (MOCK_BACKEND=on): no hay API real detrás; los pagos, cuentas y correos son simulados, ' +
        `y las páginas /__mocks piden el token de soporte (${mock.supportTokenStatus()}).`,
    );
  if (env.NODE_ENV === 'production' && !process.env.PUBLIC_URL)
    logger.warn(
      `Aviso: PUBLIC_URL no está configurada; las URL canónicas, el sitemap y las direcciones de retorno del pago usan ${env.publicOrigin}.`,
    );
};
listen(server, env.PORT, announce);

// Reminders before class (docs/decisions/038): after the mock backend is up, so its first tick
// (the catch-up after a restart) finds the simulated API.
const reminders = startRemindersFromEnv(env);

drainOnSignals({
  server,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  cleanup: async () => {
    reminders?.stop();
    await reminders?.idle();
    await closeStore();
  },
});
