/**
 * /rutas/{slug}: a learning path's facts, its ordered courses, the curriculum and the fixed price
 * table (spec §9) in the visitor's currency, each offer with its one priced pay button (issue 53)
 * and the chat beside them.
 */
import type { ReactNode } from 'react';
import type { PayActionView } from '@server/catalogue/buy-actions';
import type { PathOffer, PathPage } from '@server/catalogue/path-page';
import { productItemId } from '@kernel/product-facts';
import { Duration, nameProp, Price, productItem } from '~/components/ui/product-facts';
import { PayButton } from '~/components/ui/buy-actions';
import { PATHS_LABEL, thePath } from '@kernel/texts/catalogue';
import { PathFacts } from './path-card';
import { CataloguePage, CourseLinks } from './catalogue-page';
import { ProductActions, type ProductBuy } from './product-actions';

export function PathDetail({
  path,
  origin,
  buy,
  infoUrl,
}: {
  path: PathPage;
  origin: string;
  buy: ProductBuy | null;
  infoUrl: string;
}) {
  const pay = (action: PayActionView | null | undefined) =>
    action ? (
      <PayButton
        action={action}
        // Signed out: the login dialog over the same checkout as signed in (decision 109).
        signedOut={buy?.signedOut === true}
        className="button button--block"
      />
    ) : null;
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
                pay={pay(buy?.view.course)}
              />
            ) : null}
            <OfferCard offer={path.offers.fullPath} course={null} pay={pay(buy?.view.path)} />
          </ul>
          <p className="muted">Pago único</p>
          {/* Each offer above has its pay button; here the chat, once for both. */}
          <ProductActions
            productName={thePath(path.name)}
            infoUrl={infoUrl}
            syllabusUrl={null}
            buy={buy}
            chatOnly
          />
        </>
      }
    >
      <PathFacts path={path} className="path-facts" testId="path-facts" />
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
  pay,
}: {
  offer: PathOffer;
  course: { name: string; slug: string } | null;
  pay: ReactNode;
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
      {pay}
    </li>
  );
}
