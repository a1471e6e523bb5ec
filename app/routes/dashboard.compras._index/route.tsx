import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, Link } from '@remix-run/react';
import type { PurchaseRowView } from '@server/invoice-checkout/views';
import { InvoiceStatus } from '~/components/checkout/invoice-summary';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { hydrateUnless } from '~/lib/page-handles';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import { PURCHASES_PATH } from '@server/sales/sale-path';
import { loadPurchases, purchasesAction } from './purchases.server';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';
import { numbered } from '@kernel/texts/site';
import { stylesheets } from '~/lib/stylesheets';
import { RefundLink } from '~/components/refunds/refund-link';
import { DocumentFiles, ReceiptStatusLine } from '~/components/receipts/receipt-status';
import { LiveState } from '~/components/ui/live-state';

export const links = stylesheets(parentsStyles, checkoutStyles);

/** Not hydrated: links, downloads and one plain form per invoice. An error page hydrates. */
export const handle = {
  ...hydrateUnless((data) => typeof data === 'object' && data !== null),
  ...signInPrompt(PARENTS_TEXT.purchases, 'Inicia sesión para ver tus compras.'),
};

export const loader = ({ request }: LoaderFunctionArgs) => loadPurchases(request);
export const action = ({ request }: ActionFunctionArgs) => purchasesAction(request);

const LEAD = 'Tus pedidos y compras, con su estado, comprobante y código de pago.';
/** Without JavaScript, how to see a receipt or a refund settle (issue 77). */
const SETTLING = 'Un comprobante o un reembolso está en proceso.';
const EMPTY = 'Todavía no tienes compras. Cuando pagues un curso o una ruta en línea, la verás aquí.';

export default function PurchasesPage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return (
    <ParentsShell title={PARENTS_TEXT.purchases} lead={LEAD}>
      {data.forbidden ? (
        <div className="card form-error" role="alert" data-testid="checkout-forbidden">
          <h2>No pudimos procesar tu solicitud</h2>
          <p>{data.forbidden}</p>
          <Link to="/dashboard">Volver al Dashboard</Link>
        </div>
      ) : data.rows.length === 0 ? (
        <p className="card" data-testid="purchases-empty">
          {EMPTY}
        </p>
      ) : (
        <>
          {data.live.length > 0 ? (
            // Issue 77: app/enhance/live-pedido.ts asks these states again and renders the page on a change.
            <LiveState className="muted" procedure="compras.states" state={data.live}>
              {SETTLING} <a href={PURCHASES_PATH}>{WAITLIST_TEXT.refresh}</a>
            </LiveState>
          ) : null}
          <table className="purchases-table" data-testid="purchases">
            <caption className="visually-hidden">{PARENTS_TEXT.purchases}</caption>
            <thead>
              <tr>
                <th scope="col">Compra</th>
                <th scope="col">Estudiante</th>
                <th scope="col">Importe</th>
                <th scope="col">Forma de pago</th>
                <th scope="col">Estado</th>
                <th scope="col">Fecha</th>
                <th scope="col">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <PurchaseRow key={`${row.kind}-${row.id}`} row={row} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </ParentsShell>
  );
}

function PurchaseRow({ row }: { row: PurchaseRowView }) {
  return (
    <tr data-testid="purchase-row" data-number={row.number}>
      <th scope="row" data-label="Compra">
        {row.href ? <Link to={row.href}>{numbered(row.number)}</Link> : numbered(row.number)}
        <br />
        <span className="purchases-table__items">{row.items}</span>
      </th>
      <td data-label="Estudiante">{row.childName ?? '—'}</td>
      <td data-label="Importe">{row.amount}</td>
      <td data-label="Forma de pago">{row.method ?? '—'}</td>
      <td data-label="Estado">
        <InvoiceStatus label={row.statusLabel} testId="purchase-status" />
        {row.receipt ? (
          <ReceiptStatusLine
            receipt={row.receipt}
            className="purchases-table__receipt"
            testId="purchase-receipt"
          />
        ) : null}
        {row.localPayment ? (
          <span className="purchases-table__code">
            Código de pago: <strong data-testid="purchase-payment-code">{row.localPayment.code}</strong>
            <br />
            <span className="muted">{row.localPayment.expires}</span>
          </span>
        ) : null}
      </td>
      <td data-label="Fecha">{row.date}</td>
      <td data-label="Acciones" className="purchases-table__actions">
        {row.receiptHref && row.receipt?.download ? (
          <a href={row.receiptHref} download data-testid="purchase-receipt-download">
            {row.receipt.download}
            <span className="visually-hidden"> {numbered(row.number)}</span>
          </a>
        ) : null}
        <DocumentFiles files={row.receiptFiles} of={`${row.receipt?.name ?? ''} ${numbered(row.number)}`} />
        <RefundLink row={row} />
        {/* A pedido is sent as it stands; a vacation purchase once it has a receipt. */}
        {row.kind === 'invoice' || row.receiptHref ? (
          <Form method="post">
            <input type="hidden" name="intent" value="send-email" />
            <input type="hidden" name={row.kind === 'invoice' ? 'invoiceId' : 'purchaseId'} value={row.id} />
            <button type="submit" className="button button--small button--secondary">
              Enviar a mi correo
              <span className="visually-hidden">
                {row.kind === 'invoice'
                  ? ` el pedido ${numbered(row.number)}`
                  : ` el comprobante N.° ${row.number}`}
              </span>
            </button>
          </Form>
        ) : null}
      </td>
    </tr>
  );
}

export const meta = privateMeta('Mis compras · Zona de Padres · Kodea');

export const ErrorBoundary = RouteErrorPage;
