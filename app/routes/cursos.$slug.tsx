import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getSession, readAuth } from '@server/session.server';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { RouteErrorPage } from '~/components/route-error';
import { AGE_RANGE_LABEL } from '~/lib/age-ranges';
// Date formatting through '.server' modules only: dayjs stays out of this public page's JavaScript.
import { formatStartInZone, timeZoneLabel } from '~/lib/dates.server';
import { startDateText } from '~/lib/start-date.server';
import { currencyForCountry, formatMoney } from '~/lib/money';
import { requestOrigin } from '~/lib/request-origin.server';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicMeta } from '~/lib/seo';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller, timeZoneFromRequest } from '~/lib/trpc.server';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';

/** Slugs are lowercase words joined by hyphens; anything else cannot name a course. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (slug.length > 120 || !SLUG.test(slug)) throw json({ reason: 'not_found' }, { status: 404 });
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  const course = await orThrowResponse(caller.courses.bySlug({ slug }));
  const currency = currencyForCountry(readAuth(session)?.user.countryCode ?? 'PE');
  // One hour per group, in the visitor's zone and naming it (spec §9); the date moves with it.
  const timeZone = timeZoneFromRequest(request);
  const zone = timeZoneLabel(timeZone);
  const groups = course.groups.map((group) => {
    const start = formatStartInZone(group.startDate, group.startHour, timeZone);
    return { id: group.id, name: group.name, start: `${start.date}, ${start.hour} (${zone})` };
  });
  return json({
    course,
    startText: startDateText(course.initialDate),
    groups,
    price: formatMoney(course.price[currency], currency),
    origin: requestOrigin(request),
  });
}

export default function CourseDetailPage() {
  const { course, startText, groups, price, origin } = useLoaderData<typeof loader>();
  return (
    <article className="course-detail">
      <header className="course-hero">
        {course.backgroundImage ? (
          // The largest thing above the fold: fetched first (LCP). Decorative, under a dark overlay
          // (app.css) that keeps the text on it readable whatever the picture.
          <img
            src={course.backgroundImage}
            alt=""
            className="course-hero__image"
            width={1440}
            height={480}
            loading="eager"
            {...HIGH_FETCH_PRIORITY}
            data-testid="course-hero-image"
          />
        ) : null}
        <div className="container course-hero__content">
          <Breadcrumbs
            items={[
              { name: 'Cursos', pathname: '/cursos' },
              { name: course.name, pathname: 'end' },
            ]}
            origin={origin}
          />
          <p className="course-hero__age">{AGE_RANGE_LABEL[course.ageRange]}</p>
          <h1>{course.h1}</h1>
          <p className="course-hero__date" data-testid="start-date">
            {startText}
          </p>
        </div>
      </header>
      <div className="container course-detail__grid">
        <div>
          {course.image ? (
            <img
              src={course.image}
              alt={course.name}
              width={640}
              height={400}
              className="course-detail__image"
            />
          ) : null}
          <h2>Sobre el curso</h2>
          <p>{course.description}</p>
          <h2>Qué aprenderá</h2>
          <ol className="module-list">
            {course.modules.map((module) => (
              <li key={module.id}>{module.concept}</li>
            ))}
          </ol>
          {course.tools.length > 0 ? (
            <>
              <h2>Herramientas</h2>
              <p>{course.tools.join(' · ')}</p>
            </>
          ) : null}
        </div>
        <aside className="course-facts" aria-label="Datos del curso">
          <p className="course-facts__price">{price}</p>
          <p className="muted">Pago único</p>
          <ul>
            <li>
              {course.sessions} sesiones en vivo de {course.sessionMinutes} minutos
            </li>
            <li>
              {course.durationMonths} {course.durationMonths === 1 ? 'mes' : 'meses'} de duración
            </li>
            <li>Grupos de {course.studentsPerClass} estudiantes</li>
          </ul>
          <h3>Horarios</h3>
          {groups.length === 0 ? (
            <p>Sin horarios disponibles</p>
          ) : (
            <ul className="group-list">
              {groups.map((group) => (
                <li key={group.id} data-testid="course-group">
                  <strong>{group.name}</strong>
                  <br />
                  Inicia el {group.start}
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </article>
  );
}

/** Anonymous visitors all see soles and their own zone (the cookie): shareable by a CDN under Vary: Cookie. */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? publicMeta({
        title: `${data.course.name} · Kodea`,
        description: data.course.summary,
        path: `/cursos/${data.course.slug}`,
        image: data.course.image ?? data.course.backgroundImage,
        origin: data.origin,
      })
    : [{ title: 'Curso no encontrado · Kodea' }];

export const ErrorBoundary = RouteErrorPage;
