// The QR and its live state (issue 77), loaded only once 'Pagar con QR' has made one, so the payment
// step ships no live client (app/lib/live) before then. Asked every 2 s over /api/trpc while it can be
// paid, never in a background tab (at once on coming back), not once settled or past its expiry;
// seeded 'pending', as it was made a moment ago. Once approved, the action charges it.
import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { formatTimeInZone } from '@kernel/dates';
import { WALLET_QR_EXPIRED, WALLET_TEXT } from '@kernel/texts/wallet';
import type { WalletQrAnswer } from '~/lib/sale-steps/wallet-step.server';
import { HiddenFields } from '~/components/forms/hidden-fields';
import { LiveData } from '~/lib/live/live-data';
import { trpc } from '~/lib/live/trpc';

const WALLET_POLL_MS = 2_000;

/** An unknown QR (or another family's) or a lost session: it can never be paid from this page. */
const SETTLING_ERRORS = new Set(['NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN']);

/** The QR's expiry on the browser's own clock: the QR exists only once JavaScript runs. */
function expiryTime(expiresAt: string): string {
  return formatTimeInZone(expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** True from the QR's expiry (an ISO instant: server/upstream/schemas/wallet.ts), by the browser's clock. */
function usePastExpiry(expiresAt: string): boolean {
  const expiresMs = Date.parse(expiresAt);
  const [past, setPast] = useState(() => Date.now() >= expiresMs);
  useEffect(() => {
    const timer = setTimeout(() => setPast(true), expiresMs - Date.now());
    return () => clearTimeout(timer);
  }, [expiresMs]);
  return past;
}

function useWalletQrStatus(qrId: string, expiresAt: string): 'pending' | 'approved' | 'expired' {
  const pastExpiry = usePastExpiry(expiresAt);
  const query = trpc.wallet.qrStatus.useQuery(
    { qrId },
    {
      initialData: 'pending',
      staleTime: WALLET_POLL_MS,
      refetchInterval: (current) =>
        current.state.data === 'pending' &&
        !pastExpiry &&
        !SETTLING_ERRORS.has(current.state.error?.data?.code ?? '')
          ? WALLET_POLL_MS
          : false,
      refetchOnWindowFocus: (current) => current.state.data === 'pending' && !pastExpiry,
    },
  );
  // At the expiry, one last question: an approval in its final seconds still moves the page on.
  const { refetch } = query;
  useEffect(() => {
    if (pastExpiry) void refetch();
  }, [pastExpiry, refetch]);
  if (query.data !== 'pending') return query.data;
  if (SETTLING_ERRORS.has(query.error?.data?.code ?? '')) return 'expired';
  return pastExpiry ? 'expired' : 'pending';
}

export default function WalletQrWait(props: Parameters<typeof WalletQrLive>[0]) {
  return (
    <LiveData>
      <WalletQrLive {...props} />
    </LiveData>
  );
}

/** `sent`: the step's purchase number and the page's choice, posted with the QR's id. */
function WalletQrLive({ qr, sent }: { qr: WalletQrAnswer['qr']; sent: Record<string, string> }) {
  const state = useWalletQrStatus(qr.qrId, qr.expiresAt);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef(false);
  useEffect(() => {
    if (state === 'approved' && !sentRef.current && formRef.current) {
      sentRef.current = true;
      formRef.current.requestSubmit();
    }
  }, [state]);
  return (
    <div className="wallet-qr" data-testid="wallet-qr">
      <p>{WALLET_TEXT.qrLead}</p>
      <img src={qr.image} alt={WALLET_TEXT.qrAlt} width={240} height={240} />
      <p role="status">{state === 'expired' ? WALLET_QR_EXPIRED : WALLET_TEXT.qrWaiting}</p>
      {state === 'pending' ? (
        <p className="muted">{WALLET_TEXT.qrExpires(expiryTime(qr.expiresAt))}</p>
      ) : null}
      <Form method="post" ref={formRef} replace preventScrollReset>
        <HiddenFields values={{ intent: 'pay-wallet-qr', qrId: qr.qrId, ...sent }} />
      </Form>
    </div>
  );
}
