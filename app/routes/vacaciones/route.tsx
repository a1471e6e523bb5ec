import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, Link } from '@remix-run/react';
import { PriceTag } from '~/components/payment/price-tag';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { ProgramDetails } from '~/components/vacation/program-details';
import { ScheduleChoice, submitLabel } from '~/components/vacation/schedule-choice';
import { loadVacationPage, startPurchase } from './vacation-page.server';
import { AGE_RANGE_LABEL, AGE_RANGE_ORDER } from '@kernel/age-ranges';
import { VISITOR_PAGE } from '~/lib/page-handles';
import { publicMeta } from '~/lib/seo';
import { ReadableText } from '~/components/ui/readable-text';
import { nameProp, Price, productItem } from '~/components/ui/product-facts';
import { productItemId } from '@kernel/product-facts';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadVacationPage(request, context);
export const action = ({ request }: ActionFunctionArgs) => startPurchase(request);

export default function VacationPage() {
  const { ageRange, selected, programs, requirements, zoneLabel, seats } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const program = programs[selected];
  const blocked = program?.blockedReason ?? null;
  // The action repeats the block's reason for a stale page; the fresh loader data already shows it.
  const error = actionData?.error && actionData.error !== blocked ? actionData.error : null;
  return (
    <div className="container page vacation-page">
      <h1>
        <ReadableText text="Elige el programa ideal según la edad de tu hij@" />
      </h1>
      <nav aria-label="Edad" className="chips">
        {AGE_RANGE_ORDER.map((range) => (
          <Link
            key={range}
            to={`/vacaciones?edad=${range}`}
            className={`chip${range === ageRange ? ' chip--active' : ''}`}
            aria-current={range === ageRange ? 'page' : undefined}
          >
            {AGE_RANGE_LABEL[range]}
          </Link>
        ))}
      </nav>
      {!program ? (
        <p className="empty-state">Pronto publicaremos los programas de vacaciones para esta edad.</p>
      ) : (
        <>
          <ul className="program-choices">
            {programs.map((item, index) => (
              <li key={item.id} {...productItem(productItemId.vacation(item.id))}>
                <Link
                  to={`/vacaciones?edad=${ageRange}&programa=${index}`}
                  className={`program-choice${index === selected ? ' program-choice--active' : ''}`}
                  aria-current={index === selected ? 'true' : undefined}
                  preventScrollReset
                  data-testid="program-choice"
                >
                  <strong {...nameProp}>{item.name}</strong>
                  <Price amount={item.price.amount} currency={item.price.currency} />
                </Link>
              </li>
            ))}
          </ul>
          <div className="vacation-page__grid" {...productItem(productItemId.vacation(program.id))}>
            <ProgramDetails program={program} requirements={requirements} />
            <Form
              method="post"
              className="card purchase-box"
              key={program.id}
              aria-labelledby="schedule-title"
            >
              <input type="hidden" name="ageRange" value={ageRange} />
              <input type="hidden" name="programId" value={program.id} />
              <PriceTag offer={program} testId="price" />
              <fieldset className="schedules">
                <legend id="schedule-title">Elige un horario</legend>
                <p className="muted schedules__zone">Horas en tu zona horaria ({zoneLabel})</p>
                {program.groups.length === 0 ? (
                  <p>Sin horarios disponibles</p>
                ) : (
                  <ScheduleChoice
                    programId={program.id}
                    groups={program.groups}
                    seats={seats}
                    refreshHref={`/vacaciones?edad=${ageRange}&programa=${selected}`}
                  />
                )}
              </fieldset>
              {error ? (
                <p className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
              <button
                type="submit"
                className="button button--big button--block"
                disabled={blocked !== null || navigation.state === 'submitting'}
                aria-describedby={blocked ? 'purchase-blocked' : undefined}
                data-seats-submit
              >
                {submitLabel(seats)}
              </button>
              {blocked ? (
                <p id="purchase-blocked" className="purchase-box__blocked" data-testid="purchase-blocked">
                  {blocked}
                </p>
              ) : null}
            </Form>
          </div>
        </>
      )}
    </div>
  );
}

const TITLE = 'Programas de vacaciones · Kodea';

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) =>
  data
    ? publicMeta({
        title: TITLE,
        description:
          'Vacaciones útiles 2027: programas en vivo de videojuegos, YouTube, Python y más, por edad. Grupos de 6 estudiantes.',
        path: '/vacaciones',
        origin: data.origin,
      })
    : [{ title: TITLE }],
);

export const handle = VISITOR_PAGE;

export const ErrorBoundary = RouteErrorPage;
