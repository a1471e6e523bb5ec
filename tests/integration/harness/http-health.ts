/** Whether a service answers 200 on a health path; used to wait for spawned servers. */
import { sendRaw } from './http-request';

export async function answersHealth(url: string): Promise<boolean> {
  const answer = await sendRaw({ url, method: 'GET', headers: {}, body: { kind: 'none' }, timeoutMs: 1_000 });
  return answer.status === 200;
}
