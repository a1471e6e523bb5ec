/** The server entry; without UPSTREAM_URL it starts the mock backend (decision 073). */
// First: the .env settings must be in place before the logger (and anything else) reads them.
import './load-env-file';
import * as build from '@remix-run/dev/server-build';
import { createRequestHandler } from '@remix-run/node';
import { createApp, remixMode } from './app';
import { setCachePartition } from './cache/public-cache';
import { backendMode, parseEnv, type Env } from './env';
import { createHttpServer } from './http/http-server';
import { logger } from './log/logger';
import { drainOnSignals } from './process/graceful-shutdown';
import { listen } from './process/listen';
import { warmUp } from './process/warm-up';
import { authFromLogin } from './auth/auth';
import { commitSession, getSessionFromCookie, readAuth, rotateSession, storeAuth } from './session.server';
import { closeStore, getStore } from './store';
import { LoginAnswerSchema } from './upstream/schemas/auth';
import { startRemindersFromEnv } from './reminders/start';
import { startFollowUpResume } from './sales/follow-up';

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
          // Support pages: open to this machine's browser in development, token-guarded in production.
          supportPagesOpenLocally: backend.kind === 'simulated' && !backend.production,
          currentUserId: async (req) =>
            readAuth(await getSessionFromCookie(req.headers.cookie))?.user.id ?? null,
          // The e2e tests' sign-in (docs/decisions/028), stored as the login action stores it.
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
await warmUp(createRequestHandler(build, remixMode(env)));
listen(server, env.PORT, announce);

// After the mock backend is up, so the first tick (the catch-up) finds the simulated API.
const reminders = startRemindersFromEnv(env);
// Follow-up steps a crash left pending (the journal, server/sales/ledger.ts), resumed by any instance.
const followUps = startFollowUpResume();

drainOnSignals({
  server,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  cleanup: async () => {
    clearInterval(followUps);
    reminders?.stop();
    await reminders?.idle();
    await closeStore();
  },
});
