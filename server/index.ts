/**
 * The HTTP server: express + Remix. With no UPSTREAM_URL configured it runs in mock mode:
 * this entry (and only this entry) starts the offline mock backend from mocks/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import { parseEnv, type Env } from './env';
import { sameOriginMutations, securityHeaders } from './http/security';

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

if (mock) mock.startMockBackend();

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 1);
app.use(compression());
app.use(securityHeaders(env.NODE_ENV === 'production' && env.cookieSecure));
app.get('/healthz', (_req, res) => {
  res.type('text/plain').send('ok');
});
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }));
app.use(express.static('public', { maxAge: '1h' }));
if (mock) mock.mountMockRoutes(app);
app.use(sameOriginMutations());

const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
app.all(
  '*',
  createRequestHandler({ build, mode: env.NODE_ENV === 'development' ? 'development' : 'production' }),
);

app.listen(env.PORT, () => {
  console.log(
    `Kodea en http://localhost:${env.PORT}${mock ? ' (backend simulado sin conexión: /__mocks)' : ''}`,
  );
});
