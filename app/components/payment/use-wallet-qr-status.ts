// The QR's state, live (issue 77): asked every 2 s over /api/trpc while the code can still be paid,
// never in a background tab (and at once on coming back), and no longer once it is settled or past
// its expiry. Seeded as 'pending': the QR was made a moment ago, so nothing is asked before 2 s.
import { useEffect, useState } from 'react';
import { trpc } from '~/lib/live/trpc';

export type WalletQrState = 'pending' | 'approved' | 'expired';

/** How often the page asks whether the wallet has paid the QR. */
export const WALLET_POLL_MS = 2_000;

/** An unknown QR (or another family's) or a lost session: it can never be paid from this page. */
const SETTLING_ERRORS = new Set(['NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN']);

/** True from the QR's expiry on, by the browser's clock (one timer, no request). */
function usePastExpiry(expiresAt: string): boolean {
  const expiresMs = Date.parse(expiresAt);
  const [past, setPast] = useState(() => Number.isFinite(expiresMs) && Date.now() >= expiresMs);
  useEffect(() => {
    if (!Number.isFinite(expiresMs)) return;
    const left = expiresMs - Date.now();
    if (left <= 0) return setPast(true);
    const timer = setTimeout(() => setPast(true), left);
    return () => clearTimeout(timer);
  }, [expiresMs]);
  return past;
}

export function useWalletQrStatus(qrId: string, expiresAt: string): WalletQrState {
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
