/**
 * /rutas/{slug}: a learning path's facts, its ordered courses, the curriculum and the fixed price
 * table (spec §9) in the visitor's currency, each offer with its payment link.
 */
import type { PathOffer, PathPage } from '@server/catalogue/path-page';
import { productItemId } from '@kernel/product-facts';
import { formatMoney } from '@kernel/money';
import { Duration, Level, nameProp, Price, productItem } from '~/components/ui/product-facts';
import { ONLINE_TEXT } from '@kernel/texts/parents';
import { PATHS_LABEL, thePath } from '@kernel/texts/catalogue';
import { PathLengthFacts } from './path-card';
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
      itemId={productItemId.path(path.slug)}
      name={path.name}
      kind="Ruta de aprendizaje"
      ageRange={path.ageRange}
      description={path.description}
      origin={origin}
      image={path.thumbnail}
      asideLabel="Precios de la ruta"
      parent={{ name: PATHS_LABEL, pathname: '/rutas' }}
      aside={
        <>
          <ul className="path-offers" data-testid="path-offers">
            {path.offers.firstCourse ? (
              <OfferCard
                offer={path.offers.firstCourse}
                course={path.offers.firstCourse.course}
                payOnline={payOnline?.firstCourse ?? null}
              />
            ) : null}
            <OfferCard offer={path.offers.fullPath} course={null} payOnline={payOnline?.fullPath ?? null} />
          </ul>
          <p className="muted">Pago único</p>
          {/* The path's own payment links are on its offers above; these are the chat and, for a visitor, sign-in. */}
          <ProductActions
            productName={thePath(path.name)}
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
          <dd>
            <Level level={path.level}>{path.levelText}</Level>
          </dd>
        </div>
        <PathLengthFacts path={path} />
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

/**
 * One offer of the price table: the first course (an item of its own: that course's months and
 * price, its name beside them) or the whole path (the path's own price).
 */
function OfferCard({
  offer,
  course,
  payOnline,
}: {
  offer: PathOffer;
  course: { name: string; slug: string } | null;
  payOnline: string | null;
}) {
  return (
    <li className="path-offer" {...(course ? productItem(productItemId.course(course.slug)) : {})}>
      <h2 className="path-offer__title">{offer.title}</h2>
      {course ? (
        <p className="path-offer__course" {...nameProp}>
          {course.name}
        </p>
      ) : null}
      <p className="path-offer__months">
        <Duration duration={offer.duration} />
      </p>
      <p className="catalogue-facts__price">
        <Price amount={offer.price.amount} currency={offer.price.currency} />
      </p>
      <a className="button button--block" href={offer.paymentLink}>
        Pagar {offer.title.toLowerCase()}
        <span className="visually-hidden"> · {formatMoney(offer.price.amount, offer.price.currency)}</span>
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
