/**
 * The offline backend as a real HTTP service (mocks/standalone.ts, built to
 * build/mock-upstream.js): REST API, content service, location and card provider on one loopback
 * port. App instances pointed at it run with mock mode off — the production code path — while
 * sharing one simulated database.
 */
import { randomBytes } from 'node:crypto';
import { standaloneUpstreamEnv } from '../../../mocks/config/standalone-env';
import { freePort } from './free-port';
import { waitForHealth } from './http-health';
import { spawnService } from './service-process';

export interface RunningUpstream {
  origin: string;
  /** What an app instance needs in its environment to use this upstream (mock mode off). */
  appEnv: Record<string, string>;
  /** Sent as x-mock-support-token to read /__mocks/payments.json. */
  supportToken: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/** appOrigins: the app instances the provider's hosted pages may send the browser back to. */
export async function startUpstream(appOrigins: string[]): Promise<RunningUpstream> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const supportToken = randomBytes(16).toString('hex');
  const service = spawnService({
    name: `standalone upstream :${port}`,
    command: process.execPath,
    // Built by `npm run build` (scripts/build-mock-upstream.ts), as the global setup makes sure.
    args: ['build/mock-upstream.js'],
    env: {
      MOCK_UPSTREAM_PORT: String(port),
      MOCK_ALLOWED_RETURN_ORIGINS: appOrigins.join(','),
      MOCK_SUPPORT_TOKEN: supportToken,
    },
  });
  await waitForHealth(
    service,
    origin,
    `standalone upstream on port ${port}`,
    START_TIMEOUT_MS,
    `Backend simulado en ${origin}`,
  );
  return { origin, appEnv: standaloneUpstreamEnv(origin), supportToken, stop: service.stop };
}
