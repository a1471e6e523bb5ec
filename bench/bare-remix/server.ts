/**
 * Serves the bare Remix build (bench/bare-remix) on express with @remix-run/express, as the
 * Remix template does: the framework's floor the bench compares the app's page without data to.
 * BARE_BUILD picks the build (build-routes/index.js: the bare pages under the app's route table).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';

const buildPath = path.resolve(import.meta.dirname, process.env.BARE_BUILD ?? 'build/index.js');
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => {
  res.type('text/plain').send('ok');
});
app.all('*', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT ?? 3290));
// Exit normally on a signal, so `node --cpu-prof` writes its profile (bench/README.md).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
