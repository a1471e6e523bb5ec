import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import { ReadableText } from '~/components/ui/readable-text';

interface CataloguePageProps {
  name: string;
  eyebrow: string;
  description: string;
  origin: string;
  image: { url: string; alt: string } | null;
  asideLabel: string;
  aside: ReactNode;
  children: ReactNode;
}

export function CataloguePage({
  name,
  eyebrow,
  description,
  origin,
  image,
  asideLabel,
  aside,
  children,
}: CataloguePageProps) {
  return (
    <article className="catalogue-page container page">
      <Breadcrumbs
        items={[
          { name: 'Cursos', pathname: '/cursos' },
          { name, pathname: 'end' },
        ]}
        origin={origin}
      />
      <div className="catalogue-page__grid">
        <div>
          <p className="catalogue-page__eyebrow">{eyebrow}</p>
          <h1>{name}</h1>
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
          <Link to={`/cursos/${course.slug}`}>{course.name}</Link>
        </li>
      ))}
    </ol>
  );
}
