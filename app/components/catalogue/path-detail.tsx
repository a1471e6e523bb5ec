/**
 * /rutas/{slug}: a learning path's facts, its ordered courses, the curriculum and the fixed price
 * table (spec §9) in the visitor's currency, each offer with its payment link.
 */
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import type { PathOffer, PathPage } from '@server/catalogue/path-page';
import { CataloguePage, CourseLinks } from './catalogue-page';

export function PathDetail({ path, origin }: { path: PathPage; origin: string }) {
  return (
    <CataloguePage
      name={path.name}
      eyebrow={`Ruta de aprendizaje · ${AGE_RANGE_LABEL[path.ageRange]}`}
      description={path.description}
      origin={origin}
      image={path.thumbnail}
      asideLabel="Precios de la ruta"
      aside={
        <>
          {path.offers ? (
            <ul className="path-offers" data-testid="path-offers">
              <OfferCard offer={path.offers.firstCourse} />
              <OfferCard offer={path.offers.fullPath} />
            </ul>
          ) : null}
          <p className="muted">Pago único</p>
        </>
      }
    >
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
      <CourseLinks courses={path.courses} testId="path-courses" />
      {path.curriculumUrl ? (
        <p>
          <a href={path.curriculumUrl} download>
            Descarga el plan de estudios (PDF)
          </a>
        </p>
      ) : null}
    </CataloguePage>
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
