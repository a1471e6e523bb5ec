import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { getFormProps, getSelectProps, useForm } from '@conform-to/react';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  Link,
} from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { coursesCount } from '@kernel/texts/checkout';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import { WaitlistJoin, WaitlistStanding, withWaitlist } from '~/components/enrollment/waitlist-join';
import { ChildChoice } from '~/components/enrollment/child-choice';
import { FieldFrame } from '~/components/forms/fields';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { CheckoutForbidden } from '~/components/checkout/invoice-content';
import { NoChildToBuy } from '~/components/checkout/no-child-to-buy';
import { loadPagar, pagarAction, type StartRefusal } from './pagar.server';
import type { SeatState } from '@kernel/seats';
import checkoutStyles from '~/styles/checkout.css';
import { HYDRATE } from '~/lib/page-handles';
import { Duration, nameProp, Price, productItem, Sessions } from '~/components/ui/product-facts';
import { stylesheets } from '~/lib/stylesheets';
import type { loader as rootLoader } from '~/root';

export const links = stylesheets(checkoutStyles);

/** The live seats' client in a chunk of its own, after the page (issue 77). */
const LiveCourseSeats = lazy(() => import('~/components/enrollment/live-course-seats'));

export const handle = HYDRATE;

export const loader = ({ request }: LoaderFunctionArgs) => loadPagar(request);
export const action = ({ request }: ActionFunctionArgs) => pagarAction(request);

/** A group's option: 'Sin cupos' or 'Últimos cupos' (issue 76 point 2) after its label. */
const GROUP_LABEL: Record<SeatState, (label: string) => string> = {
  none: WAITLIST_TEXT.fullGroup,
  last: WAITLIST_TEXT.lastGroup,
  open: (label) => label,
};

const NO_CHILDREN_TEXT =
  'Todavía no tienes hijos registrados en tu cuenta. Escríbenos y te ayudamos a registrarlos.';

export default function PagarPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // A waitlist refusal or failure (decision 093), flashed by the action.
  const paymentError = useRouteLoaderData<typeof rootLoader>('root')?.paymentError ?? null;
  const [form, fields] = useForm<{ childId: string; groupId: string }>({
    id: 'pagar',
    lastResult: actionData?.result,
    defaultValue: { childId: data.signedIn && data.preselected ? String(data.preselected) : undefined },
  });
  if (!data.signedIn || !data.product) {
    return (
      <div className="container page checkout-page">
        <h1>Pagar en línea</h1>
        {data.signedIn ? (
          <CheckoutForbidden />
        ) : (
          <p>Inicia sesión con tu cuenta de la Zona de Padres para pagar en línea.</p>
        )}
      </div>
    );
  }
  const { product, waitlist } = data;
  /** Each group's seats as its option shows them; open when the seats are unknown. */
  const seatsOf = (groupId: string) =>
    waitlist?.seats.groups.find((group) => group.id === groupId)?.seats ?? 'open';
  const refusal = actionData?.refusal ? <StartRefused refusal={actionData.refusal} /> : null;
  const starting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const children = product.children && {
    options: product.children,
    note: product.children.length === 0 ? NO_CHILDREN_TEXT : null,
  };
  return (
    <div className="container page checkout-page">
      <p>
        <Link to={product.backHref}>Volver</Link>
      </p>
      <h1>Pagar en línea</h1>
      <div className="checkout-page__grid">
        <section
          className="card checkout-product"
          aria-labelledby="product-title"
          data-testid="checkout-product"
          {...productItem(product.itemId)}
        >
          {product.image ? (
            <img src={product.image} alt="" width={320} height={200} className="checkout-product__image" />
          ) : null}
          <h2 id="product-title">
            {/* The title is the name and what follows it, if anything (a whole path's '(ruta completa)'). */}
            <span {...nameProp}>{product.name}</span>
            {product.title.slice(product.name.length)}
          </h2>
          <p>
            <Duration duration={product.duration} />
            {' · '}
            {product.sessions === null ? (
              coursesCount(product.courses.length)
            ) : (
              <Sessions count={product.sessions} />
            )}
          </p>
          <p className="checkout-product__price" data-testid="checkout-price">
            <Price amount={product.listPrice.amount} currency={product.listPrice.currency} />
          </p>
          <p className="muted">Precio de lista; el total final lo calcula tu pedido</p>
        </section>
        <section className="card" aria-labelledby="order-title">
          <h2 id="order-title">Tu pedido</h2>
          {paymentError ? (
            <p className="field__error" role="alert">
              {paymentError}
            </p>
          ) : null}
          {!children ? (
            <p>Solo una cuenta de padre o madre puede pagar en línea un curso para sus hijos.</p>
          ) : !children.options.some((option) => option.unavailable === null) ? (
            // Nobody to buy for (already enrolled, or another age): the reasons, and no form to send.
            <NoChildToBuy view={children} />
          ) : waitlist?.full ? (
            <>
              {/* The course filled up as this parent started: nothing was charged, the list is next. */}
              {refusal}
              <WaitlistJoin
                {...waitlist}
                childChoice={withWaitlist(children, waitlist.entries)}
                lead={WAITLIST_TEXT.courseFullLead}
                chosenId={data.preselected}
              />
            </>
          ) : (
            <>
              {waitlist ? <WaitlistStanding {...waitlist} /> : null}
              <Form method="post" {...getFormProps(form)}>
                <input type="hidden" name="intent" value="start" />
                <ChildChoice view={children} field={fields.childId} />
                {product.groups.length > 0 ? (
                  <FieldFrame meta={fields.groupId} label="Grupo">
                    <select {...getSelectProps(fields.groupId)}>
                      <option value="">Lo elegimos contigo después del pago</option>
                      {product.groups.map((group) => (
                        // 'Sin cupos' is not choosable (decision 093; the API refuses it anyway).
                        <option key={group.id} value={group.id} disabled={seatsOf(group.id) === 'none'}>
                          {GROUP_LABEL[seatsOf(group.id)](group.label)}
                        </option>
                      ))}
                    </select>
                  </FieldFrame>
                ) : null}
                {refusal}
                <button type="submit" className="button button--big button--block" disabled={starting}>
                  Continuar al pago
                </button>
              </Form>
            </>
          )}
          {product.ref.type === 'course' && waitlist ? (
            <Suspense fallback={null}>
              <LiveCourseSeats
                course={product.ref.course}
                seats={waitlist.seats}
                places={waitlist.places.states}
              />
            </Suspense>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Why 'Continuar al pago' was refused; a pedido paid or forbidden leads to Mis compras. */
function StartRefused({ refusal }: { refusal: StartRefusal }) {
  return (
    <div className="form-error" role="alert" data-testid="checkout-refusal">
      <p>{refusal.message}</p>
      {refusal.kind === 'failed' ? null : (
        <Link to="/dashboard/compras" className="button button--secondary">
          {refusal.kind === 'already-paid' ? 'Ver Mi Compra' : 'Ir a Mis compras'}
        </Link>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) => [
  {
    title: data?.signedIn && data.product ? `Pagar ${data.product.title} · Kodea` : 'Pagar en línea · Kodea',
  },
  { name: 'robots', content: 'noindex' },
]);

export const ErrorBoundary = RouteErrorPage;
