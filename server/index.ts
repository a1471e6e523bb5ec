/**
 * The server entry. With no UPSTREAM_URL configured it runs in mock mode: this entry (and only
 * this entry) starts the offline mock backend from mocks/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { createApp } from './app';
import { setCachePartition } from './cache/public-cache';
import { parseEnv, type Env } from './env';
import { getSessionFromCookie, readAuth } from './session.server';
import { closeStore, getStore } from './store';

// Optional local settings (see .env.example); real environment variables win.
if (existsSync('.env')) process.loadEnvFile('.env');

const mockMode = !process.env.UPSTREAM_URL;
const mock = mockMode ? await import('../mocks/server') : null;
if (mock) mock.configureMockEnvironment(process.env);

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

try {
  // Fail at start, with a clear message, rather than on the first visitor's request.
  await getStore().get('healthcheck');
} catch (error) {
  console.error(
    `No se pudo conectar al almacén Redis (REDIS_URL): ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

if (mock) {
  mock.startMockBackend();
  // Each simulated scenario is a different upstream: its answers are cached apart.
  setCachePartition(() => mock.currentScenario() ?? '');
}

const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
const app = createApp({
  env,
  build,
  mountMocks: mock
    ? (express) =>
        mock.mountMockRoutes(express, {
          // The simulated backend's support page shows a user their own payments.
          currentUserId: async (req) =>
            readAuth(await getSessionFromCookie(req.headers.cookie))?.user.id ?? null,
        })
    : undefined,
});

const server = app.listen(env.PORT, () => {
  const store = getStore().kind === 'redis' ? 'Redis' : 'en memoria';
  console.log(
    `Kodea en http://localhost:${env.PORT} (almacén ${store})${
      mock ? `; backend simulado sin conexión: /__mocks (token de soporte: ${mock.mockSupportToken()})` : ''
    }`,
  );
});

// Let in-flight requests finish, then close the store connection.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => void closeStore().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
