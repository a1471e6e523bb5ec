/** Whether a service answers 200 on a health path; used to wait for spawned servers. */
import { sendRaw } from './http-request';
import { withOutput, type ServiceProcess } from './service-process';
import { waitUntil } from './wait-until';

export async function answersHealth(url: string): Promise<boolean> {
  const answer = await sendRaw({ url, method: 'GET', headers: {}, body: { kind: 'none' }, timeoutMs: 1_000 });
  return answer.status === 200;
}

/** Waits for `origin`/healthz; on failure stops the service and throws with its output. */
export async function waitForHealth(
  service: ServiceProcess,
  origin: string,
  what: string,
  timeoutMs: number,
): Promise<void> {
  try {
    await waitUntil(() => answersHealth(`${origin}/healthz`), {
      what,
      timeoutMs,
      intervalMs: 200,
      abandon: service.exitReason,
    });
  } catch (error) {
    await service.stop();
    throw withOutput(service, error);
  }
}
