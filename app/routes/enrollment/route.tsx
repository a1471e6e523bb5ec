import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import { getFormProps, useForm } from '@conform-to/react';
import type { ReceiptFields } from '@server/validation/receipt-buyer';
import { ReceiptFieldset } from '~/components/checkout/receipt-fields';
import { ChildChoice } from '~/components/enrollment/child-choice';
import { WaitlistJoin, WaitlistStanding } from '~/components/enrollment/waitlist-join';
import { HiddenFields } from '~/components/forms/hidden-fields';
import { SaleResult } from '~/components/payment/sale-result';
import { PaymentLoading, PaymentStep } from '~/components/payment/payment-step';
import { GlobalCardStep } from '~/components/payment/global-card-step';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { VacationPaymentCards } from '~/components/payment/vacation-payment-cards';
import { PriceTag } from '~/components/payment/price-tag';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { hydrateWhenOpen } from '~/lib/page-handles';
import { enrollmentAction } from './enrollment-action.server';
import { loadEnrollment } from './enrollment-view.server';
import { publicMeta } from '~/lib/seo';
import type { loader as rootLoader } from '~/root';
import { nameProp, ProgramDuration, productItem } from '~/components/ui/product-facts';
import { productItemId } from '@kernel/product-facts';
import { stylesheets } from '~/lib/stylesheets';
import checkoutStyles from '~/styles/checkout.css';

/** Not hydrated until a payment step opens: the providers' embedded forms need React. */
export const handle = hydrateWhenOpen('payment', 'subscription');

/** 'Comprobante de pago' shows only the chosen receipt's fields by these rules. */
export const links = stylesheets(checkoutStyles);

export const loader = ({ request }: LoaderFunctionArgs) => loadEnrollment(request);
export const action = ({ request }: ActionFunctionArgs) => enrollmentAction(request);

export default function EnrollmentPage() {
  const {
    options,
    summary,
    payment,
    result,
    alreadyPaid,
    children,
    chosenChildId,
    subscription,
    carried,
    receipt,
    waitlist,
    student,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // 'Finalizar Pago' comes back through Conform with the child and receipt sent, each refusal beside its field.
  const [childForm, childFields] = useForm<{ childId: string } & ReceiptFields>({
    id: 'compra',
    lastResult: actionData?.form === 'child' ? actionData.result : undefined,
    defaultValue: { childId: chosenChildId ?? undefined, comprobante: 'boleta', tipoDocumento: 'DNI' },
  });
  const paymentError = useRouteLoaderData<typeof rootLoader>('root')?.paymentError ?? null;
  const navigation = useNavigation();
  const starting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'start-payment';
  // Paid: the page stops offering to pay, no schedules to pick nor a price to pay (issue 53).
  const paid = result?.status === 'approved';
  // Nobody to buy for: the child picker says why, and nothing to send.
  const selectable = !children || children.selectable;
  return (
    <div className="container page enrollment-page">
      <h1>Inscripción y pago</h1>
      {result ? <SaleResult result={result} afterDenial={<AnotherCard childId={chosenChildId} />} /> : null}
      <div className="enrollment-page__grid">
        {paid ? null : (
          <section aria-labelledby="options-title">
            <h2 id="options-title">Opciones del programa</h2>
            <VacationPaymentCards options={options} fullGroupIds={waitlist?.fullGroupIds} />
          </section>
        )}
        <aside className="enrollment-page__side">
          <section
            className="card purchase-summary"
            aria-labelledby="summary-title"
            data-testid="purchase-summary"
            {...productItem(productItemId.vacation(summary.programId))}
          >
            <h2 id="summary-title">Tu compra</h2>
            <p className="purchase-summary__name" {...nameProp}>
              {summary.name}
            </p>
            <p>{summary.schedule}</p>
            <p className="muted">
              Inicio: {summary.start} · <ProgramDuration text={summary.duration} />
            </p>
            {paid ? null : <PriceTag offer={summary} />}
            {paymentError && !payment ? (
              <p className="field__error" role="alert">
                {paymentError}
              </p>
            ) : null}
            {paid ? (
              // Paid: the result above has the one 'Ver Mi Compra'; no child picker to buy again (issue 20).
              <p className="purchase-summary__paid" data-testid="purchase-paid">
                Pagado. Los detalles de tu compra están arriba.
              </p>
            ) : alreadyPaid ? (
              <Link to="/dashboard" className="button button--big button--block">
                Ver Mi Compra
              </Link>
            ) : waitlist?.full ? (
              <WaitlistJoin {...waitlist} childChoice={children} carried={carried} student={student} />
            ) : (
              <Form method="post" {...getFormProps(childForm)}>
                {waitlist ? <WaitlistStanding {...waitlist} /> : null}
                <input type="hidden" name="intent" value="start-payment" />
                <HiddenFields values={carried} />
                {children ? <ChildChoice view={children} field={childFields.childId} /> : null}
                {receipt && selectable ? <ReceiptFieldset fields={childFields} sale={receipt} /> : null}
                {selectable ? (
                  <button
                    type="submit"
                    className="button button--big button--block"
                    disabled={starting}
                    data-opens-payment=""
                  >
                    Finalizar Pago
                  </button>
                ) : null}
                <PaymentLoading when="intent=start-payment" shown={starting} />
              </Form>
            )}
          </section>
          <section className="card need-help">
            <h2>¿Necesitas ayuda?</h2>
            <p>Te ayudamos a elegir el horario ideal o a completar tu pago.</p>
            <Link to="/contactanos" className="button button--secondary">
              Contáctanos
            </Link>
          </section>
        </aside>
      </div>
      {payment && !starting ? (
        <PaymentStep
          payment={payment}
          carried={chosenChildId ? { ...carried, hijo: chosenChildId } : carried}
        />
      ) : null}
      {subscription && !starting ? (
        <GlobalCardStep
          name="subscription"
          view={subscription}
          action="/enrollment?paso=pago"
          amountLine={
            <>
              Suscripción mensual: <strong>{SUBSCRIPTION_TEXT.perMonth(subscription.amountText)}</strong>
            </>
          }
          consent={{
            required: SUBSCRIPTION_TEXT.termsRequired,
            suffix: SUBSCRIPTION_TEXT.consent(subscription.amountText),
            failed: SUBSCRIPTION_TEXT.consentFailed,
          }}
        >
          <div className="subscription-facts muted" data-testid="subscription-facts">
            <p>{SUBSCRIPTION_TEXT.renewal(subscription.renewalDate)}</p>
            <p>{SUBSCRIPTION_TEXT.cancel}</p>
          </div>
        </GlobalCardStep>
      ) : null}
    </div>
  );
}

/** After a denial (spec §8): the payment step again, for the same child. */
function AnotherCard({ childId }: { childId: string | null }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="start-payment" />
      {childId !== null ? <input type="hidden" name="childId" value={childId} /> : null}
      <button type="submit" className="button">
        Intentar con otra tarjeta
      </button>
    </Form>
  );
}

const TITLE = 'Inscripción y pago · Kodea';

/** A checkout step: shareable preview tags, but never indexed (each visitor's purchase differs). */
export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) => [
  ...(data
    ? publicMeta({
        title: TITLE,
        description: 'Revisa tu programa de vacaciones, elige cómo pagar y completa la inscripción.',
        path: '/enrollment',
        origin: data.origin,
      })
    : [{ title: TITLE }]),
  { name: 'robots', content: 'noindex' },
]);

export const ErrorBoundary = RouteErrorPage;
