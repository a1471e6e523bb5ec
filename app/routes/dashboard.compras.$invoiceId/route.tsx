import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { DiscountCode } from '~/components/checkout/discount-code';
import { CheckoutForbidden, InvoiceContent } from '~/components/checkout/invoice-content';
import { LocalStep } from '~/components/checkout/local-step';
import { lazy, Suspense } from 'react';
import { METHODS_ID, PaymentMethods } from '~/components/checkout/payment-methods';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { GlobalCardStep } from '~/components/payment/global-card-step';
import { totalToPay } from '~/components/payment/payment-dialog';
import { PaymentStep } from '~/components/payment/payment-step';
import { InvoiceReferral } from '~/components/referral/invoice-referral';
import { RouteErrorPage } from '~/components/route-error';
import { Disclosure } from '~/components/ui/disclosure';
import { privateMeta } from '~/lib/error-pages';
import { hydrateWhenOpen, skipTo } from '~/lib/page-handles';
import { CODES_DISCLOSURE, INTENT_TERMS_FAILED, SKIP_TO_PAYMENT } from '@kernel/texts/checkout';
import { TERMS_REQUIRED } from '@kernel/texts/payments';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import type { loader as rootLoader } from '~/root';
import { invoiceAction } from './invoice-action.server';
import { loadInvoicePage } from './invoice-view.server';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';
import { stylesheets } from '~/lib/stylesheets';
import { LiveState } from '~/components/ui/live-state';

export const links = stylesheets(parentsStyles, checkoutStyles);

/** Not hydrated until a payment step is open: the providers' embedded forms and the terms box need React. */
export const handle = {
  ...hydrateWhenOpen('card', 'intent', 'local'),
  // 'Elige cómo pagar' is on the page: a pedido still to pay (only such a pedido has ways to pay).
  ...skipTo({ href: `#${METHODS_ID}`, label: SKIP_TO_PAYMENT }, (data) =>
    Boolean((data as SerializeFrom<typeof loader> | undefined)?.invoice?.methods.length),
  ),
  ...signInPrompt(PARENTS_TEXT.purchases, 'Inicia sesión para ver tu pedido.'),
};

export const loader = ({ request, params }: LoaderFunctionArgs) => loadInvoicePage(request, params.invoiceId);
export const action = ({ request, params }: ActionFunctionArgs) => invoiceAction(request, params.invoiceId);

const LEAD = 'Revisa tu pedido, aplica tu código de descuento y elige cómo pagar.';
/** A paid or closed invoice offers nothing to pay (issue 53 point 6). */
const PAID_LEAD =
  'Tu pago está confirmado: descarga tu comprobante o recíbelo en tu correo desde «Mis compras».';
const CLOSED_LEAD = 'Revisa el estado de tu pedido.';

const leadOf = (invoice: { payable: boolean; statusLabel: string }) =>
  invoice.payable ? LEAD : invoice.statusLabel === 'pagado' ? PAID_LEAD : CLOSED_LEAD;

export default function InvoicePage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  // The Yape and Plin form reads its own answers (wallet-form.tsx).
  const actionData = answer && answer.form !== 'wallet' && answer.form !== 'wallet-qr' ? answer : null;
  const paymentError = useRouteLoaderData<typeof rootLoader>('root')?.paymentError ?? null;
  const navigation = useNavigation();
  if (!data) return null;
  if (!data.invoice) {
    return (
      <ParentsShell title={PARENTS_TEXT.purchases} lead={LEAD}>
        <CheckoutForbidden />
      </ParentsShell>
    );
  }
  const { invoice, card, intent, local } = data;
  const path = `/dashboard/compras/${invoice.id}`;
  const openingCard = navigation.state !== 'idle' && navigation.formData?.get('method') === 'card-soles';
  const liveState = { statusLabel: invoice.statusLabel, payable: invoice.payable };
  // The codes are optional: folded, they are one Tab stop before the way to pay (issue 76 point
  // 11); open while one is applied, carried in, or just answered.
  const usingCodes = Boolean(
    invoice.code ||
      invoice.referral ||
      data.referralCode ||
      actionData?.form === 'code' ||
      actionData?.form === 'referral',
  );
  return (
    <ParentsShell title={`Pedido ${invoice.number}`} lead={leadOf(invoice)}>
      <InvoiceContent
        invoice={invoice}
        error={card ? null : paymentError}
        steps={
          invoice.payable ? (
            <>
              <Disclosure
                closedLabel={CODES_DISCLOSURE}
                openLabel={CODES_DISCLOSURE}
                defaultOpen={usingCodes}
                className="invoice-codes"
              >
                <div className="invoice-codes__forms">
                  <InvoiceReferral invoice={invoice} carried={data.referralCode} state={actionData} />
                  <DiscountCode invoice={invoice} state={actionData} />
                </div>
              </Disclosure>
              <PaymentMethods
                invoice={invoice}
                result={actionData?.form === 'method' ? actionData.result : undefined}
              />
            </>
          ) : null
        }
      />
      {/* While the card form opens, PaymentMethods shows the loading state. After a failed authorization
          the step comes back as 'PAGAR', the provider's form and what was typed kept for the session. */}
      {card && !openingCard ? <PaymentStep payment={card} /> : null}
      {intent ? (
        <GlobalCardStep
          name="intent"
          view={intent}
          action={`${path}?paso=dolares`}
          amountLine={totalToPay(intent.amountText, intent.brandCondition)}
          consent={{ required: TERMS_REQUIRED, failed: INTENT_TERMS_FAILED }}
          // The pedido's `retorno` as the provider's redirect writes it: relative, so the browser
          // stays on the host whose cookie holds the session.
          onOutcome={() =>
            window.location.assign(`${path}/retorno?payment_intent=${encodeURIComponent(intent.intentId)}`)
          }
        />
      ) : null}
      {local ? <LocalStep step={local} /> : null}
      {invoice.localPayment?.status === 'pending' ? (
        // Issue 77: watched while the code waits, by React where it runs, else by app/enhance/live-pedido.ts.
        <>
          <LiveState procedure="pedido.state" input={{ invoiceId: invoice.id }} state={liveState} />
          <Suspense fallback={null}>
            <LiveInvoiceState invoiceId={invoice.id} state={liveState} />
          </Suspense>
        </>
      ) : null}
    </ParentsShell>
  );
}

const LiveInvoiceState = lazy(() => import('~/components/checkout/live-invoice-state'));

export const meta = privateMeta('Pedido · Mis compras · Kodea');

export const ErrorBoundary = RouteErrorPage;
