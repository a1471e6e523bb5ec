// Any sale's payment result (spec §8): the facts as recorded (server/sales/result-view.ts), a pending
// follow-up's retry (never a second charge), the way on, and below what a kind adds.
import type { SerializeFrom } from '@remix-run/node';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { PaymentResultView } from '@server/sales/result-view';
import type { SaleKind } from '@server/sales/sale-ref';
import { Disclosure } from '~/components/ui/disclosure';
import { Fact } from '~/components/ui/fact';

type ResultView = SerializeFrom<PaymentResultView>;

const FOLLOW_UP: Record<SaleKind, { text: string; retry: string }> = {
  invoice: {
    text: 'Tu pago está aprobado y no se te cobrará de nuevo. Estamos terminando de registrar tu compra; si no se completa, soporte la registrará hoy mismo.',
    retry: 'Reintentar',
  },
  vacation: {
    text: 'Tu pago está aprobado. Estamos terminando de registrar tu matrícula; si no se completa, soporte la registrará hoy mismo.',
    retry: 'Reintentar registro',
  },
};

export function SaleResult({ result, afterDenial }: { result: ResultView; afterDenial?: ReactNode }) {
  if (result.status === 'denied') {
    return (
      <section className="card result result--denied" role="alert" data-testid="payment-result">
        <h2>{result.title}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido">{result.orderNumber}</Fact>
          <Fact label="Fecha y hora del pedido">{result.dateTime}</Fact>
        </dl>
        <p>{result.message}</p>
        {afterDenial ?? (
          <Link to="/dashboard/compras" className="button button--secondary">
            Ir a Mis compras
          </Link>
        )}
      </section>
    );
  }
  const followUp = FOLLOW_UP[result.kind];
  const approved = (
    <>
      <h2>{result.title}</h2>
      <dl className="result__facts">
        <Fact label="Número de pedido">{result.orderNumber}</Fact>
        <Fact label="Nombre">{result.payerName}</Fact>
        {result.studentName ? <Fact label="Estudiante">{result.studentName}</Fact> : null}
        <Fact label="Fecha y hora">{result.dateTime}</Fact>
        <Fact label="Importe">{result.amount}</Fact>
        <Fact label="Moneda">{result.currency}</Fact>
        {result.card ? <Fact label={result.cardLabel}>{result.card}</Fact> : null}
        {result.brand ? <Fact label={result.brandLabel}>{result.brand}</Fact> : null}
        <Fact label="Descripción">{result.description}</Fact>
      </dl>
      {result.followUpPending ? (
        <div className="warning-box" data-testid="follow-up-pending">
          <p>{followUp.text}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="retry-follow-up" />
            <button type="submit" className="button button--small">
              {followUp.retry}
            </button>
          </Form>
        </div>
      ) : null}
      {result.duplicateNotice ? (
        <div className="warning-box" data-testid="duplicate-enrollment">
          <p>{result.duplicateNotice}</p>
        </div>
      ) : null}
      <Link to={result.purchaseHref} className="button button--big">
        Ver Mi Compra
      </Link>
    </>
  );
  // Spec §7: the vacation page has its collapsible 'Confirmamos tu pago' card beside the result.
  if (result.kind === 'invoice')
    return (
      <section className="card result result--approved" role="status" data-testid="payment-result">
        {approved}
      </section>
    );
  return (
    <section className="result" data-testid="payment-result">
      <div className="card result--approved" role="status">
        {approved}
      </div>
      <div className="card">
        <Disclosure
          closedLabel="Confirmamos tu pago"
          openLabel="Confirmamos tu pago"
          defaultOpen
          className="payment-confirmation"
        >
          <dl className="result__facts">
            <Fact label="Código de transacción">{result.transactionId}</Fact>
            <Fact label="Pagador">{result.payerName}</Fact>
            <Fact label="Total">{result.amount}</Fact>
            <Fact label="Fecha">{result.dateTime}</Fact>
          </dl>
        </Disclosure>
      </div>
    </section>
  );
}
