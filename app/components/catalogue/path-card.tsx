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
import { Fact } from '~/components/ui/fact';

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
      <PathFacts path={path} className="path-facts path-card__facts" ageRange={path.ageRange} />
      <p className="path-card__price">
        Ruta completa:{' '}
        <Price amount={path.price.amount} currency={path.price.currency} className="path-card__amount" />
        <span className="muted"> · Pago único</span>
      </p>
    </li>
  );
}

/** A path's level, ages (on the list), length and rhythm, as the list and the path page both state them. */
export function PathFacts({
  path,
  ageRange,
  className,
  testId,
}: {
  path: Pick<PathSummary, 'level' | 'levelText' | 'durationMonths' | 'frequencyPerWeek' | 'frequency'>;
  ageRange?: PathSummary['ageRange'];
  className: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      <Fact label="Nivel">
        <Level level={path.level}>{path.levelText}</Level>
      </Fact>
      {ageRange ? (
        <Fact label="Edades">
          <AgeRangeFact ageRange={ageRange}>{AGE_RANGE_LABEL[ageRange]}</AgeRangeFact>
        </Fact>
      ) : null}
      <Fact label="Duración">
        <Duration duration={{ months: path.durationMonths }} />
      </Fact>
      <Fact label="Frecuencia">
        <Frequency perWeek={path.frequencyPerWeek}>{path.frequency}</Frequency>
      </Fact>
    </dl>
  );
}
