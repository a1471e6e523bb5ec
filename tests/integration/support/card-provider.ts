/** The simulated card provider's side, spoken to directly: tokenising a card and the support ledger. */
import { sendRaw } from '../harness/http-request';
import type { RunningUpstream } from '../harness/upstream';

export const APPROVED_VISA = { number: '4919148107859067', expiry: '12/29', cvc: '123' };

/** What the provider's embedded form does in the browser: card in, transaction token out. */
export async function tokenizeCard(
  upstream: RunningUpstream,
  sessionKey: string,
  card = APPROVED_VISA,
): Promise<string> {
  const answer = await sendRaw({
    url: `${upstream.origin}/__card-provider/api/tokenize`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: { kind: 'fixed', data: JSON.stringify({ sessionKey, card: { name: 'Carlos Quispe', ...card } }) },
  });
  const parsed: unknown = answer.status === 200 ? JSON.parse(answer.body) : null;
  if (!isRecord(parsed) || typeof parsed.transactionToken !== 'string')
    throw new Error(`Tokenisation failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  return parsed.transactionToken;
}

/** What the global provider's card form does in the browser: confirms a subscription's first payment. */
export async function confirmSubscription(upstream: RunningUpstream, clientSecret: string): Promise<boolean> {
  const answer = await sendRaw({
    url: `${upstream.origin}/__card-provider/global/api/confirm`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: {
      kind: 'fixed',
      data: JSON.stringify({
        clientSecret,
        card: { name: 'Carlos Quispe', number: '4242424242424242', expiry: '12/29', cvc: '123' },
      }),
    },
  });
  return answer.status === 200;
}

export interface Authorization {
  purchaseNumber: string;
  actionCode: string;
}

/** Every authorization the simulated card network made (for one purchase number, when given). */
export async function authorizationsFor(upstream: RunningUpstream, purchaseNumber?: string) {
  const query = purchaseNumber ? `?purchase=${encodeURIComponent(purchaseNumber)}` : '';
  const answer = await sendRaw({
    url: `${upstream.origin}/__mocks/payments.json${query}`,
    method: 'GET',
    headers: { 'x-mock-support-token': upstream.supportToken },
    body: { kind: 'none' },
  });
  const parsed: unknown = answer.status === 200 ? JSON.parse(answer.body) : null;
  if (!isRecord(parsed) || !Array.isArray(parsed.authorizations))
    throw new Error(`payments.json failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  return parsed.authorizations.filter(isRecord).map(
    (entry): Authorization => ({
      purchaseNumber: String(entry.purchaseNumber),
      actionCode: String(entry.actionCode),
    }),
  );
}

/** The simulated provider's subscriptions (id and status), from the support ledger. */
export async function subscriptionsFor(upstream: RunningUpstream) {
  const parsed = await supportLedger(upstream);
  if (!Array.isArray(parsed.subscriptions)) throw new Error('payments.json has no subscriptions');
  return parsed.subscriptions
    .filter(isRecord)
    .map((entry) => ({ id: String(entry.id), status: String(entry.status) }));
}

async function supportLedger(upstream: RunningUpstream): Promise<Record<string, unknown>> {
  const answer = await sendRaw({
    url: `${upstream.origin}/__mocks/payments.json`,
    method: 'GET',
    headers: { 'x-mock-support-token': upstream.supportToken },
    body: { kind: 'none' },
  });
  const parsed: unknown = answer.status === 200 ? JSON.parse(answer.body) : null;
  if (!isRecord(parsed))
    throw new Error(`payments.json failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  return parsed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
