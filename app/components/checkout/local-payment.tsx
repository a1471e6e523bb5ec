// A local payment code, printable. 'Imprimir' needs JavaScript, so it stays hidden until
// app/enhance/print.ts shows it.
import type { LocalPaymentView } from '@server/invoice-checkout/views';
import { useEffect, useRef } from 'react';
import { enablePrint } from '~/enhance/print';

const STATUS_TEXT: Record<LocalPaymentView['status'], string> = {
  pending: 'Pendiente de pago',
  paid: 'Pagado',
  expired: 'Vencido',
};

export function LocalPayment({ payment }: { payment: LocalPaymentView }) {
  const printRef = useRef<HTMLButtonElement>(null);
  const pending = payment.status === 'pending';
  useEffect(() => (pending && printRef.current ? enablePrint(printRef.current) : undefined), [pending]);
  return (
    <section
      className="card local-payment printable"
      aria-labelledby="local-title"
      data-testid="local-payment"
    >
      <h2 id="local-title">{payment.methodLabel}</h2>
      <dl className="local-payment__facts">
        <div>
          <dt>Código de pago</dt>
          <dd className="local-payment__code" data-testid="payment-code">
            {payment.code}
          </dd>
        </div>
        <div>
          <dt>Importe</dt>
          <dd>{payment.amount}</dd>
        </div>
        <div>
          <dt>Vencimiento</dt>
          <dd>{payment.expires}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd data-testid="local-payment-status">{STATUS_TEXT[payment.status]}</dd>
        </div>
      </dl>
      {payment.status === 'pending' ? (
        <>
          <h3>Cómo pagar</h3>
          <ol className="local-payment__steps">
            {payment.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="muted">Cuando se confirme tu pago, verás tu compra como pagada en Mis compras.</p>
          <button
            ref={printRef}
            type="button"
            className="button button--secondary no-print"
            data-print
            hidden
          >
            Imprimir
          </button>
        </>
      ) : null}
    </section>
  );
}
