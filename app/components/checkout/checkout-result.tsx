import { Form, Link } from '@remix-run/react';
import type { CheckoutResultView } from '@server/invoice-checkout/views';
import { Fact } from '~/components/payment/payment-result';

export function CheckoutResult({ result }: { result: CheckoutResultView }) {
  if (result.status === 'denied') {
    return (
      <section className="card result result--denied" role="alert" data-testid="payment-result">
        <h2>{result.title}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido" value={result.orderNumber} />
          <Fact label="Fecha y hora del pedido" value={result.dateTime} />
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
        <Fact label="Número de pedido" value={result.orderNumber} />
        <Fact label="Nombre" value={result.payerName} />
        <Fact label="Fecha y hora" value={result.dateTime} />
        <Fact label="Importe" value={result.amount} />
        <Fact label="Moneda" value={result.currency} />
        {result.card ? <Fact label="Tarjeta" value={result.card} /> : null}
        {result.brand ? <Fact label="Marca" value={result.brand} /> : null}
        <Fact label="Descripción" value={result.description} />
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
