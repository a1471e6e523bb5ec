/** A learning path on /rutas: its facts and the whole path's price, each marked (decision 076). */
import { Link } from '@remix-run/react';
import type { PathSummary } from '@server/catalogue/path-list';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { productItemId } from '@kernel/product-facts';
import { ReadableText } from '~/components/ui/readable-text';
import {
  AgeRangeFact,
  Duration,
  Frequency,
  Level,
  nameProp,
  Price,
  productItem,
} from '~/components/ui/product-facts';

export function PathCard({ path }: { path: PathSummary }) {
  return (
    <li className="path-card" data-testid="path-card" {...productItem(productItemId.path(path.slug))}>
      <h2 className="path-card__title">
        <Link to={`/rutas/${path.slug}`}>
          <span {...nameProp}>{path.name}</span>
        </Link>
      </h2>
      {path.description ? (
        <p className="path-card__description">
          <ReadableText text={path.description} />
        </p>
      ) : null}
      <dl className="path-facts path-card__facts">
        <div>
          <dt>Nivel</dt>
          <dd>
            <Level level={path.level}>{path.levelText}</Level>
          </dd>
        </div>
        <div>
          <dt>Edades</dt>
          <dd>
            <AgeRangeFact ageRange={path.ageRange}>{AGE_RANGE_LABEL[path.ageRange]}</AgeRangeFact>
          </dd>
        </div>
        <PathLengthFacts path={path} />
      </dl>
      <p className="path-card__price">
        Ruta completa:{' '}
        <Price amount={path.price.amount} currency={path.price.currency} className="path-card__amount" />
        <span className="muted"> · Pago único</span>
      </p>
    </li>
  );
}

/** A path's length and rhythm as the list and the path page both state them. */
export function PathLengthFacts({
  path,
}: {
  path: { durationMonths: number; frequencyPerWeek: number; frequency: string };
}) {
  return (
    <>
      <div>
        <dt>Duración</dt>
        <dd>
          <Duration duration={{ months: path.durationMonths }} />
        </dd>
      </div>
      <div>
        <dt>Frecuencia</dt>
        <dd>
          <Frequency perWeek={path.frequencyPerWeek}>{path.frequency}</Frequency>
        </dd>
      </div>
    </>
  );
}
