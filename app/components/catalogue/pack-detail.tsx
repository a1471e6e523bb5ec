/** The course-pack view of /cursos/{link}: two courses sold together, 8 sessions over 4 weeks, its price. */
import { productItemId } from '@kernel/product-facts';
import { Duration, Price, Sessions } from '~/components/ui/product-facts';
import type { PackPage } from '@server/catalogue/pack-page';
import { CataloguePage, CourseLinks } from './catalogue-page';
import { ProductActions } from './product-actions';

interface Props {
  pack: PackPage;
  origin: string;
  infoUrl: string;
  syllabusUrl: string | null;
}

/** A pack is not sold online (the checkout sells courses and paths): its way to buy is the chat. */
export function PackDetail({ pack, origin, infoUrl, syllabusUrl }: Props) {
  return (
    <CataloguePage
      itemId={productItemId.course(pack.slug)}
      name={pack.name}
      kind="Pack de cursos"
      ageRange={pack.ageRange}
      description={pack.description}
      origin={origin}
      image={pack.image}
      asideLabel="Datos del pack"
      aside={
        <>
          <p className="catalogue-facts__price" data-testid="pack-price">
            <Price amount={pack.price.amount} currency={pack.price.currency} />
          </p>
          <p className="muted">Pago único</p>
          <ProductActions
            productName={`el pack ${pack.name}`}
            infoUrl={infoUrl}
            syllabusUrl={syllabusUrl}
            buy={null}
          />
          <ul>
            {pack.facts ? (
              <li data-testid="pack-sessions">
                <Sessions count={pack.facts.sessions} /> en <Duration duration={pack.facts.duration} />
              </li>
            ) : null}
            <li>Clases en vivo de 90 minutos, grupos de 6 estudiantes</li>
          </ul>
        </>
      }
    >
      <h2>Los dos cursos del pack</h2>
      <CourseLinks courses={pack.courses} testId="pack-courses" />
    </CataloguePage>
  );
}
