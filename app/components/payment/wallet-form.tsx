// Yape and Plin in the soles card step (decision 085): the wallet, phone and approval code, posted to
// the action; with JavaScript also 'Pagar con QR', waited for by a live query (issue 77), then posted.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { lazy, Suspense, useEffect } from 'react';
import { NO_WALLET_FOR_TOTAL, WALLET_OVER_LIMIT, WALLET_TEXT } from '@kernel/texts/wallet';
import type { CardPaymentView } from '@server/sales/card-view';
import { FormError, RadioGroup, TextField } from '~/components/forms/fields';
import { HiddenFields } from '~/components/forms/hidden-fields';
import type { WalletAnswer, WalletQrAnswer } from '~/lib/sale-steps/wallet-step.server';
import { useHydrated } from '~/lib/use-hydrated';
import { TermsCheckbox } from './terms-checkbox';

/** Its own chunk, loaded when a QR is made (issue 77). */
const WalletQrWait = lazy(() => import('./wallet-qr-wait'));

export function WalletForm({
  payment: { purchaseNumber, wallets },
  carried,
}: {
  payment: Pick<CardPaymentView, 'purchaseNumber' | 'wallets'>;
  carried?: Record<string, string>;
}) {
  const options = wallets
    .filter((choice) => choice.offered)
    .map((choice) => ({ value: choice.wallet, label: choice.label }));
  const hydrated = useHydrated();
  // What both its forms send back with the page's choice.
  const sent = { purchaseNumber, ...carried };
  // The page's action answer, whatever route it is on: this form's only when it names it.
  const data = useActionData<WalletAnswer | WalletQrAnswer>();
  const result = data?.form === 'wallet' ? data.result : undefined;
  const qr = data?.form === 'wallet-qr' ? data.qr : undefined;
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay-wallet';
  const [form, fields] = useForm<{ wallet: string; phone: string; code: string; terms: string }>({
    id: 'billetera',
    lastResult: result,
    defaultValue: { wallet: options[0]?.value },
  });
  // A refused code is spent: the server never sends it back, and with JavaScript the field is
  // emptied too, so the parent types the new one the wallet shows (the phone stays).
  const codeId = fields.code.id;
  useEffect(() => {
    const code = document.getElementById(codeId);
    if (result?.error && code instanceof HTMLInputElement) code.value = '';
  }, [result, codeId]);
  return (
    <section className="wallet-pay" aria-labelledby="wallet-title" data-testid="wallet-step">
      <h3 id="wallet-title">{WALLET_TEXT.title}</h3>
      {options.length > 0 ? <p className="muted">{WALLET_TEXT.lead}</p> : null}
      {/* Each wallet's most per operation (issue 75); one this total is above says it is not offered. */}
      <ul className="wallet-pay__limits" data-testid="wallet-limits">
        {wallets.map((choice) => (
          <li key={choice.wallet}>
            {choice.limitText}
            {choice.offered ? null : ` ${WALLET_OVER_LIMIT}`}
          </li>
        ))}
      </ul>
      {options.length === 0 ? (
        <p>{NO_WALLET_FOR_TOTAL}</p>
      ) : (
        <>
          <Form method="post" {...getFormProps(form)} replace preventScrollReset>
            <HiddenFields values={sent} />
            <RadioGroup meta={fields.wallet} legend={WALLET_TEXT.walletLegend} options={options} />
            <TextField
              meta={fields.phone}
              label={WALLET_TEXT.phoneLabel}
              hint={WALLET_TEXT.phoneHint}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
            />
            <TextField
              meta={fields.code}
              label={WALLET_TEXT.codeLabel}
              hint={WALLET_TEXT.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <TermsCheckbox
              id={fields.terms.id}
              error={fields.terms.errors?.[0] ?? null}
              defaultChecked={fields.terms.initialValue === 'on'}
            />
            <FormError id={form.errorId} message={form.errors?.[0]} />
            <button
              type="submit"
              name="intent"
              value="pay-wallet"
              className="button button--big button--block"
              disabled={paying}
            >
              {paying ? WALLET_TEXT.paying : WALLET_TEXT.pay}
            </button>
            {hydrated ? (
              <button
                type="submit"
                name="intent"
                value="wallet-qr"
                className="button button--secondary button--block"
                formNoValidate
              >
                {WALLET_TEXT.qrButton}
              </button>
            ) : null}
          </Form>
          {/* A new QR after one expired waits afresh: its own fetcher, not the old one's 'expired'. */}
          {qr ? (
            <Suspense fallback={<p role="status">{WALLET_TEXT.qrWaiting}</p>}>
              <WalletQrWait key={qr.qrId} qr={qr} sent={sent} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
