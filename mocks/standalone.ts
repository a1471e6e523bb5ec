/**
 * The simulated upstream as its own HTTP server, shared by several app instances (mock mode off):
 *   MOCK_UPSTREAM_PORT=4010 MOCK_ALLOWED_RETURN_ORIGINS=http://localhost:3000 \
 *     node build/mock-upstream.js
 * (`npm run build` bundles this file there: scripts/build-mock-upstream.ts).
 * Scenarios do not apply: they travel in the app's cookie, which never reaches this server.
 * MOCK_LATENCY_MS makes each service answer as late as a real one (mocks/http/latency.ts).
 */
import path from 'node:path';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { providerCors } from './card-provider/return-url';
import { mountCardProvider } from './card-provider/routes';
import { MOCK_PROVIDER_BASE_PATH } from './config';
import { mountPaymentsLedger } from './support/payments-ledger';
import { mountTrialClassesPage } from './support/trial-classes-page';
import { mountGenerateFamily } from './support/generate-family';
import { mountGenerateOrganization } from './support/generate-organization';
import { mountRemindersLedger } from './support/reminders-ledger';
import { resetDatabase } from './db/seed';
import { logContractChecks } from './contract/log';
import { supportTokenStatus } from './support/token';
import { describeLatency, latencyMiddleware, parseLatency, type Latency } from './http/latency';
import { upstreamBridge } from './http/upstream-bridge';
import { upstreamHandlers } from './upstream-handlers';

export interface StandaloneUpstream {
  origin: string;
  close(): Promise<void>;
}

function createApp(latency: Latency) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  app.use(latencyMiddleware(latency));
  app.use(`${MOCK_PROVIDER_BASE_PATH}/api`, providerCors);
  app.use(`${MOCK_PROVIDER_BASE_PATH}/global/api`, providerCors);
  mountCardProvider(app);
  mountPaymentsLedger(app, { currentUserId: async () => null, ownRecordsWithoutToken: false });
  mountTrialClassesPage(app);
  mountRemindersLedger(app);
  mountGenerateFamily(app);
  mountGenerateOrganization(app);
  app.use('/_upstream', upstreamBridge(upstreamHandlers));
  app.use((_req, res) => {
    res.status(404).json({ detail: 'No encontrado.' });
  });
  return app;
}

export async function startStandaloneUpstream(
  port: number,
  latency: Latency = parseLatency(undefined),
): Promise<StandaloneUpstream> {
  resetDatabase();
  // The integration suite's check of each answer against the contract; off unless asked for.
  logContractChecks();
  const app = createApp(latency);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const address = server.address();
  const actualPort = address !== null && typeof address === 'object' ? address.port : port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections from app instances would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function portFromEnv(value: string | undefined): number {
  const port = Number(value ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MOCK_UPSTREAM_PORT no es un puerto válido: ${value}`);
  }
  return port;
}

async function main() {
  const latency = parseLatency(process.env.MOCK_LATENCY_MS);
  const upstream = await startStandaloneUpstream(portFromEnv(process.env.MOCK_UPSTREAM_PORT), latency);
  console.log(`Backend simulado en ${upstream.origin} (latencia: ${describeLatency(latency)})`);
  // Never the token itself (decision 073): whoever reads the log must not become support.
  console.log(`Token de soporte (x-mock-support-token): ${supportTokenStatus()}`);
  const stop = () => {
    upstream.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
