import type { SerializeFrom } from '@remix-run/node';
import { Form, Link } from '@remix-run/react';
import { Disclosure } from '~/components/ui/disclosure';
import { Fact } from '~/components/ui/fact';
import { APPROVED_TITLE, DENIED_TITLE } from '@kernel/texts/payments';
import type { loadEnrollment } from '~/routes/enrollment/enrollment-view.server';

type ResultView = NonNullable<SerializeFrom<typeof loadEnrollment>['result']>;

export function PaymentResult({ result }: { result: ResultView }) {
  if (result.status === 'denied') {
    return (
      <section className="card result result--denied" role="alert" data-testid="payment-result">
        <h2>{DENIED_TITLE}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido">{result.purchaseNumber}</Fact>
          <Fact label="Fecha y hora del pedido">{result.dateTime}</Fact>
        </dl>
        <p>{result.message}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="start-payment" />
          {result.childId !== null ? <input type="hidden" name="childId" value={result.childId} /> : null}
          <button type="submit" className="button">
            Intentar con otra tarjeta
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="result" data-testid="payment-result">
      <div className="card result--approved" role="status">
        <h2>{APPROVED_TITLE}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido">{result.purchaseNumber}</Fact>
          <Fact label="Nombre">{result.payerName}</Fact>
          {result.studentName ? <Fact label="Estudiante">{result.studentName}</Fact> : null}
          <Fact label="Fecha y hora">{result.dateTime}</Fact>
          <Fact label="Importe">{result.amount}</Fact>
          <Fact label="Moneda">{result.currency}</Fact>
          <Fact label={result.cardLabel}>{result.card}</Fact>
          <Fact label={result.brandLabel}>{result.brand}</Fact>
          <Fact label="Descripción">{result.description}</Fact>
        </dl>
        {result.pending ? (
          <div className="warning-box" data-testid="follow-up-pending">
            <p>
              Tu pago está aprobado. Estamos terminando de registrar tu matrícula; si no se completa, soporte
              la registrará hoy mismo.
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="complete-follow-up" />
              <button type="submit" className="button button--small">
                Reintentar registro
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
