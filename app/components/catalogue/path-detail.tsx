/**
 * /rutas/{slug}: a learning path's facts, its ordered courses, the curriculum and the fixed price
 * table (spec §9) in the visitor's currency, each offer with its payment link.
 */
import { Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { AGE_RANGE_LABEL } from '~/lib/age-ranges';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import type { PathOffer, PathPage } from '@server/catalogue/path-page';

export function PathDetail({ path, origin }: { path: PathPage; origin: string }) {
  return (
    <article className="catalogue-page container page">
      <Breadcrumbs
        items={[
          { name: 'Cursos', pathname: '/cursos' },
          { name: path.name, pathname: 'end' },
        ]}
        origin={origin}
      />
      <div className="catalogue-page__grid">
        <div>
          <p className="catalogue-page__eyebrow">Ruta de aprendizaje · {AGE_RANGE_LABEL[path.ageRange]}</p>
          <h1>{path.name}</h1>
          <p className="page__lead">{path.description}</p>
          <dl className="path-facts" data-testid="path-facts">
            <div>
              <dt>Nivel</dt>
              <dd>{path.levelText}</dd>
            </div>
            <div>
              <dt>Duración</dt>
              <dd>{path.duration}</dd>
            </div>
            <div>
              <dt>Frecuencia</dt>
              <dd>{path.frequency}</dd>
            </div>
          </dl>
          <h2>Cursos de la ruta</h2>
          <ol className="catalogue-courses" data-testid="path-courses">
            {path.courses.map((course) => (
              <li key={course.slug}>
                <Link to={`/cursos/${course.slug}`}>{course.name}</Link>
              </li>
            ))}
          </ol>
          {path.curriculumUrl ? (
            <p>
              <a href={path.curriculumUrl} download>
                Descarga el plan de estudios (PDF)
              </a>
            </p>
          ) : null}
        </div>
        <aside className="catalogue-facts" aria-label="Precios de la ruta">
          {path.thumbnail ? (
            <img
              src={path.thumbnail.url}
              alt={path.thumbnail.alt}
              width={640}
              height={400}
              className="catalogue-facts__image"
              loading="eager"
              {...HIGH_FETCH_PRIORITY}
            />
          ) : null}
          {path.offers ? (
            <ul className="path-offers" data-testid="path-offers">
              <OfferCard offer={path.offers.firstCourse} />
              <OfferCard offer={path.offers.fullPath} />
            </ul>
          ) : null}
          <p className="muted">Pago único</p>
        </aside>
      </div>
    </article>
  );
}

function OfferCard({ offer }: { offer: PathOffer }) {
  return (
    <li className="path-offer">
      <h2 className="path-offer__title">{offer.title}</h2>
      {offer.months ? <p className="path-offer__months">{offer.months}</p> : null}
      <p className="catalogue-facts__price">{offer.price}</p>
      <a className="button button--block" href={offer.paymentLink}>
        Pagar {offer.title.toLowerCase()}
        <span className="visually-hidden"> · {offer.price}</span>
      </a>
    </li>
  );
}
