// The QR and its live state (issue 77): loaded only once 'Pagar con QR' has made a QR, so the
// payment step ships none of the live client (app/lib/live) before then.
import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { formatTimeInZone } from '@kernel/dates';
import { WALLET_QR_EXPIRED, WALLET_TEXT } from '@kernel/texts/wallet';
import { HiddenFields } from '~/components/forms/hidden-fields';
import { LiveData } from '~/lib/live/live-data';
import { useWalletQrStatus } from './use-wallet-qr-status';

export interface WalletQr {
  qrId: string;
  image: string;
  expiresAt: string;
}

/** The QR's expiry on the browser's own clock: the QR exists only once JavaScript runs. */
function expiryTime(expiresAt: string): string {
  return formatTimeInZone(expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The QR, and its live state (issue 77); once it is approved, the action charges it. */
export default function WalletQrWait(props: Parameters<typeof WalletQrLive>[0]) {
  return (
    <LiveData>
      <WalletQrLive {...props} />
    </LiveData>
  );
}

function WalletQrLive(props: { qr: WalletQr; purchaseNumber: string; carried?: Record<string, string> }) {
  const { qr, purchaseNumber, carried } = props;
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
        <input type="hidden" name="intent" value="pay-wallet-qr" />
        <input type="hidden" name="purchaseNumber" value={purchaseNumber} />
        <input type="hidden" name="qrId" value={qr.qrId} />
        {carried ? <HiddenFields values={carried} /> : null}
      </Form>
    </div>
  );
}
