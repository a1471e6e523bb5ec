// A local payment code, printable. 'Imprimir' needs JavaScript, so it stays hidden until
// app/enhance/print.ts shows it.
import type { LocalPaymentView } from '@server/invoice-checkout/views';
import { useEffect, useRef } from 'react';
import { enablePrint } from '~/enhance/print';
import { Fact } from '~/components/ui/fact';

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
        <Fact label="Código de pago" className="local-payment__code" testId="payment-code">
          {payment.code}
        </Fact>
        <Fact label="Importe">{payment.amount}</Fact>
        <Fact label="Vencimiento">{payment.expires}</Fact>
        <Fact label="Estado" testId="local-payment-status">
          {STATUS_TEXT[payment.status]}
        </Fact>
      </dl>
      {pending ? (
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
