import { Form, Link } from '@remix-run/react';
import { Disclosure } from '~/components/ui/disclosure';
import { APPROVED_TITLE, DENIED_TITLE } from '@kernel/texts/payments';

export type ResultView =
  | {
      status: 'denied';
      purchaseNumber: string;
      dateTime: string;
      message: string;
      childId: number | null;
    }
  | {
      status: 'approved';
      purchaseNumber: string;
      payerName: string;
      dateTime: string;
      amount: string;
      currency: string;
      card: string;
      brand: string;
      description: string;
      transactionId: string;
      pending: boolean;
      studentName: string | null;
      /** The child already had this program and schedule (the API refused the enrollment). */
      duplicateNotice: string | null;
      purchaseHref: string;
    };

export function PaymentResult({ result }: { result: ResultView }) {
  if (result.status === 'denied') {
    return (
      <section className="card result result--denied" role="alert" data-testid="payment-result">
        <h2>{DENIED_TITLE}</h2>
        <dl className="result__facts">
          <Fact label="Número de pedido" value={result.purchaseNumber} />
          <Fact label="Fecha y hora del pedido" value={result.dateTime} />
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
          <Fact label="Número de pedido" value={result.purchaseNumber} />
          <Fact label="Nombre" value={result.payerName} />
          {result.studentName ? <Fact label="Estudiante" value={result.studentName} /> : null}
          <Fact label="Fecha y hora" value={result.dateTime} />
          <Fact label="Importe" value={result.amount} />
          <Fact label="Moneda" value={result.currency} />
          <Fact label="Tarjeta" value={result.card} />
          <Fact label="Marca" value={result.brand} />
          <Fact label="Descripción" value={result.description} />
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
            <Fact label="Código de transacción" value={result.transactionId} />
            <Fact label="Pagador" value={result.payerName} />
            <Fact label="Total" value={result.amount} />
            <Fact label="Fecha" value={result.dateTime} />
          </dl>
        </Disclosure>
      </div>
    </section>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
