/** Whether a service answers 200 on a health path; used to wait for spawned servers. */
import { sendRaw } from './http-request';
import { withOutput, type ServiceProcess } from './service-process';
import { waitUntil } from './wait-until';

export async function answersHealth(url: string): Promise<boolean> {
  const answer = await sendRaw({ url, method: 'GET', headers: {}, body: { kind: 'none' }, timeoutMs: 1_000 });
  return answer.status === 200;
}

/**
 * Waits until the service has printed `announcement` (its own "listening on this port" line) and
 * `origin`/healthz answers 200; on failure stops the service and throws with its output. A 200
 * alone could come from another test's server on the same port (free-port.ts): the line says the
 * process we started is the one listening, and one that could not bind exits instead.
 */
export async function waitForHealth(
  service: ServiceProcess,
  origin: string,
  what: string,
  timeoutMs: number,
  announcement: string,
): Promise<void> {
  // Kept once seen: the output is bounded (64 KB), and a chatty start could push the line out.
  let announced = false;
  try {
    await waitUntil(
      async () =>
        (announced ||= service.output().includes(announcement)) && answersHealth(`${origin}/healthz`),
      {
        what,
        timeoutMs,
        intervalMs: 200,
        abandon: service.exitReason,
      },
    );
  } catch (error) {
    await service.stop();
    throw withOutput(service, error);
  }
}
