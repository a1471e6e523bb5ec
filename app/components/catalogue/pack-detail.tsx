/** The course-pack view of /cursos/{link}: two courses sold together, 8 sessions over 4 weeks, its price. */
import { Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { AGE_RANGE_LABEL } from '~/lib/age-ranges';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import type { PackPage } from '@server/catalogue/pack-page';

export function PackDetail({ pack, origin }: { pack: PackPage; origin: string }) {
  return (
    <article className="catalogue-page container page">
      <Breadcrumbs
        items={[
          { name: 'Cursos', pathname: '/cursos' },
          { name: pack.name, pathname: 'end' },
        ]}
        origin={origin}
      />
      <div className="catalogue-page__grid">
        <div>
          <p className="catalogue-page__eyebrow">Pack de cursos · {AGE_RANGE_LABEL[pack.ageRange]}</p>
          <h1>{pack.name}</h1>
          <p className="page__lead">{pack.description}</p>
          <h2>Los dos cursos del pack</h2>
          <ol className="catalogue-courses" data-testid="pack-courses">
            {pack.courses.map((course) => (
              <li key={course.slug}>
                <Link to={`/cursos/${course.slug}`}>{course.name}</Link>
              </li>
            ))}
          </ol>
        </div>
        <aside className="catalogue-facts" aria-label="Datos del pack">
          {pack.image ? (
            <img
              src={pack.image.url}
              alt={pack.image.alt}
              width={640}
              height={400}
              className="catalogue-facts__image"
              loading="eager"
              {...HIGH_FETCH_PRIORITY}
            />
          ) : null}
          <p className="catalogue-facts__price" data-testid="pack-price">
            {pack.price}
          </p>
          <p className="muted">Pago único</p>
          <ul>
            <li data-testid="pack-sessions">{pack.sessions}</li>
            <li>Clases en vivo de 90 minutos, grupos de 6 estudiantes</li>
          </ul>
        </aside>
      </div>
    </article>
  );
}
