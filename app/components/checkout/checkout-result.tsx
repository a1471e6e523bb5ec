import { Form, Link } from '@remix-run/react';
import type { PaymentResultView } from '@server/sales/result-view';
import { Fact } from '~/components/ui/fact';

export function CheckoutResult({ result }: { result: PaymentResultView }) {
  if (result.status === 'denied') {
    return (
      <section className="card result result--denied" role="alert" data-testid="payment-result">
        <h2>{result.title}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido">{result.orderNumber}</Fact>
          <Fact label="Fecha y hora del pedido">{result.dateTime}</Fact>
        </dl>
        <p>{result.message}</p>
        <Link to="/dashboard/compras" className="button button--secondary">
          Ir a Mis compras
        </Link>
      </section>
    );
  }
  return (
    <section className="card result result--approved" role="status" data-testid="payment-result">
      <h2>{result.title}</h2>
      <dl className="result__facts">
        <Fact label="Número de pedido">{result.orderNumber}</Fact>
        <Fact label="Nombre">{result.payerName}</Fact>
        <Fact label="Fecha y hora">{result.dateTime}</Fact>
        <Fact label="Importe">{result.amount}</Fact>
        <Fact label="Moneda">{result.currency}</Fact>
        {result.card ? <Fact label={result.cardLabel}>{result.card}</Fact> : null}
        {result.brand ? <Fact label={result.brandLabel}>{result.brand}</Fact> : null}
        <Fact label="Descripción">{result.description}</Fact>
      </dl>
      {result.followUpPending ? (
        <div className="warning-box" data-testid="follow-up-pending">
          <p>
            Tu pago está aprobado y no se te cobrará de nuevo. Estamos terminando de registrar tu compra; si
            no se completa, soporte la registrará hoy mismo.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="retry-follow-up" />
            <button type="submit" className="button button--small">
              Reintentar
            </button>
          </Form>
        </div>
      ) : null}
      <Link to="/dashboard/compras" className="button button--big">
        Ver Mi Compra
      </Link>
    </section>
  );
}
