import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CourseCard } from '~/components/courses/course-card';
import { RouteErrorPage } from '~/components/route-error';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicMeta, rootOrigin } from '~/lib/seo';
import { AGE_RANGE_LABEL, AGE_RANGE_ORDER } from '~/lib/age-ranges';
import { orThrowResponse } from '~/lib/route-errors.server';
import { startDateText } from '~/lib/start-date.server';
import { getCaller } from '~/lib/trpc.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await getCaller(request);
  const courses = await orThrowResponse(caller.courses.list({}));
  // One upcoming course per age range for the home page.
  const featured = AGE_RANGE_ORDER.flatMap((range) =>
    courses.filter((c) => c.ageRange === range).slice(0, 1),
  ).map((course) => ({ ...course, startText: startDateText(course.initialDate) }));
  return json({ featured, total: courses.length });
}

export default function HomePage() {
  const { featured, total } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Tu hij@ crea videojuegos, apps y robots en clases en vivo</h1>
          <p>
            Más de 8,500 estudiantes formados. Grupos de 6 estudiantes y sesiones de 90 minutos con profesores
            expertos.
          </p>
          <div className="hero__actions">
            <Link to="/cursos" className="button button--big">
              Ver cursos
            </Link>
            <Link to="/vacaciones" className="button button--big button--secondary">
              Programas de vacaciones
            </Link>
          </div>
        </div>
      </section>
      <section className="container page" aria-labelledby="ages-title">
        <h2 id="ages-title">Elige por edad</h2>
        <div className="age-cards">
          {AGE_RANGE_ORDER.map((range) => (
            <Link key={range} to={`/cursos?edad=${range}`} className="age-card">
              <strong>{AGE_RANGE_LABEL[range]}</strong>
              <span>Ver cursos</span>
            </Link>
          ))}
        </div>
        <h2>Próximos cursos</h2>
        <div className="course-grid">
          {featured.map((course, index) => (
            <CourseCard key={course.id} course={course} priority={index === 0} />
          ))}
        </div>
        <p>
          <Link to="/cursos">Ver los {total} cursos</Link>
        </p>
      </section>
    </>
  );
}

export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = ({ matches }) =>
  publicMeta({
    title: 'Kodea · Cursos de programación en vivo para niños y adolescentes',
    description:
      'Clases en vivo de programación, videojuegos, robótica e IA para niños y adolescentes de Perú y Latinoamérica.',
    path: '/',
    origin: rootOrigin(matches),
  });

export const ErrorBoundary = RouteErrorPage;
