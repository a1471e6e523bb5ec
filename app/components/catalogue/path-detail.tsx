import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import type { PathOffer, PathPage } from '@server/catalogue/path-page';
import { ONLINE_TEXT } from '@kernel/texts/parents';
import { CataloguePage, CourseLinks } from './catalogue-page';
import { ProductActions } from './product-actions';

/** Issue 16: the online checkout links a signed-in parent sees (never on the cached anonymous page). */
export interface PathPayOnline {
  firstCourse: string | null;
  fullPath: string;
}

export function PathDetail({
  path,
  origin,
  payOnline,
  infoUrl,
  signInToPay,
}: {
  path: PathPage;
  origin: string;
  payOnline: PathPayOnline | null;
  infoUrl: string;
  signInToPay: string | null;
}) {
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
              <OfferCard offer={path.offers.firstCourse} payOnline={payOnline?.firstCourse ?? null} />
              <OfferCard offer={path.offers.fullPath} payOnline={payOnline?.fullPath ?? null} />
            </ul>
          ) : payOnline ? (
            <p>
              <a className="button button--block" href={payOnline.fullPath} data-testid="pay-online">
                {ONLINE_TEXT.payOnline}
                <span className="visually-hidden"> ({ONLINE_TEXT.pathHint(path.name)})</span>
              </a>
            </p>
          ) : null}
          <p className="muted">Pago único</p>
          {/* The path's own payment links are on its offers above; these are the chat and, for a visitor, sign-in. */}
          <ProductActions
            productName={`la ruta ${path.name}`}
            infoUrl={infoUrl}
            syllabusUrl={null}
            payOnline={null}
            signInToPay={signInToPay}
          />
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

function OfferCard({ offer, payOnline }: { offer: PathOffer; payOnline: string | null }) {
  return (
    <li className="path-offer">
      <h2 className="path-offer__title">{offer.title}</h2>
      {offer.months ? <p className="path-offer__months">{offer.months}</p> : null}
      <p className="catalogue-facts__price">{offer.price}</p>
      <a className="button button--block" href={offer.paymentLink}>
        Pagar {offer.title.toLowerCase()}
        <span className="visually-hidden"> · {offer.price}</span>
      </a>
      {payOnline ? (
        <a className="button button--block button--online" href={payOnline} data-testid="pay-online">
          {ONLINE_TEXT.payOnline}
          <span className="visually-hidden"> ({offer.title.toLowerCase()})</span>
        </a>
      ) : null}
    </li>
  );
}
