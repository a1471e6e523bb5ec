import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import { ReadableText } from '~/components/ui/readable-text';
import { AgeRangeFact, nameProp, NamedProduct, productItem } from '~/components/ui/product-facts';
import { AGE_RANGE_LABEL, type AgeRange } from '@kernel/age-ranges';
import { productItemId } from '@kernel/product-facts';

interface CataloguePageProps {
  /** The product's own page: its microdata item id. */
  itemId: string;
  name: string;
  /** 'Pack de cursos', shown before the age range. */
  kind: string;
  ageRange: AgeRange;
  description: string;
  origin: string;
  image: { url: string; alt: string } | null;
  asideLabel: string;
  aside: ReactNode;
  children: ReactNode;
  /** The list the product belongs to in the breadcrumbs: 'Cursos' unless told otherwise. */
  parent?: { name: string; pathname: string };
}

const COURSES = { name: 'Cursos', pathname: '/cursos' };

export function CataloguePage({
  itemId,
  name,
  kind,
  ageRange,
  description,
  origin,
  image,
  asideLabel,
  aside,
  children,
  parent = COURSES,
}: CataloguePageProps) {
  return (
    <article className="catalogue-page container page" {...productItem(itemId)}>
      <Breadcrumbs items={[parent, { name, pathname: 'end' }]} origin={origin} />
      <div className="catalogue-page__grid">
        <div>
          <p className="catalogue-page__eyebrow">
            {kind} · <AgeRangeFact ageRange={ageRange}>{AGE_RANGE_LABEL[ageRange]}</AgeRangeFact>
          </p>
          <h1 {...nameProp}>{name}</h1>
          <p className="page__lead">
            <ReadableText text={description} />
          </p>
          {children}
        </div>
        <aside className="catalogue-facts" aria-label={asideLabel}>
          {image ? (
            <img
              src={image.url}
              alt={image.alt}
              width={640}
              height={400}
              className="catalogue-facts__image"
              loading="eager"
              {...HIGH_FETCH_PRIORITY}
            />
          ) : null}
          {aside}
        </aside>
      </div>
    </article>
  );
}

export function CourseLinks({
  courses,
  testId,
}: {
  courses: Array<{ slug: string; name: string }>;
  testId: string;
}) {
  return (
    <ol className="catalogue-courses" data-testid={testId}>
      {courses.map((course) => (
        <li key={course.slug}>
          <Link to={`/cursos/${course.slug}`}>
            <NamedProduct itemId={productItemId.course(course.slug)}>{course.name}</NamedProduct>
          </Link>
        </li>
      ))}
    </ol>
  );
}
