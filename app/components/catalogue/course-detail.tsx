import { Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import type { VacationOffer } from '@server/catalogue/vacation-offers';
import { ProductActions, type ProductBuy } from './product-actions';
import { CourseFull, GroupSeatBadge, seatStateIn } from './course-seats';
import type { SeatStates } from '@kernel/seats';
import { JsonLd } from '~/components/json-ld';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import type { CourseDetail } from '@server/catalogue/course-view';
import type { Money } from '@kernel/money';
import { productItemId } from '@kernel/product-facts';
import {
  AgeRangeFact,
  Duration,
  NamedProduct,
  Price,
  productItem,
  Sessions,
  StartDate,
} from '~/components/ui/product-facts';

interface Props {
  course: CourseDetail;
  startText: string;
  groups: { id: string; name: string; start: string }[];
  /** Null when the API did not answer: nothing is said of seats. */
  seats: SeatStates | null;
  /** Where a full course's waitlist is (/pagar, decision 093). */
  waitlistUrl: string;
  price: Money;
  origin: string;
  buy: ProductBuy | null;
  infoUrl: string;
  syllabusUrl: string | null;
  vacation: VacationOffer[];
  /** The learning paths this course is part of (issue 53: each named and linked). */
  paths: { slug: string; name: string }[];
  /** schema.org `Course` with a `CourseInstance` per group (server/catalogue/course-json-ld.ts). */
  jsonLd: object;
}

export function CourseDetail({
  course,
  startText,
  groups,
  seats,
  waitlistUrl,
  price,
  origin,
  buy,
  infoUrl,
  syllabusUrl,
  vacation,
  paths,
  jsonLd,
}: Props) {
  return (
    <article className="course-detail" {...productItem(productItemId.course(course.slug))}>
      <JsonLd data={jsonLd} />
      <header className="course-hero">
        {course.backgroundImage ? (
          // The largest thing above the fold: fetched first (LCP). Decorative, under a dark overlay
          // (app.css) that keeps the text on it readable whatever the picture.
          <img
            src={course.backgroundImage}
            alt=""
            className="course-hero__image"
            width={1440}
            height={480}
            loading="eager"
            {...HIGH_FETCH_PRIORITY}
            data-testid="course-hero-image"
          />
        ) : null}
        <div className="container course-hero__content">
          <Breadcrumbs
            items={[
              { name: 'Cursos', pathname: '/cursos' },
              { name: course.name, pathname: 'end' },
            ]}
            origin={origin}
            currentItemProp="name"
          />
          <p className="course-hero__age">
            <AgeRangeFact ageRange={course.ageRange}>{AGE_RANGE_LABEL[course.ageRange]}</AgeRangeFact>
          </p>
          <h1>{course.h1}</h1>
          <p className="course-hero__date" data-testid="start-date">
            {course.initialDate ? <StartDate isoDate={course.initialDate}>{startText}</StartDate> : startText}
          </p>
        </div>
      </header>
      <div className="container course-detail__grid">
        <div>
          {course.image ? (
            <img
              src={course.image}
              alt={course.name}
              width={640}
              height={400}
              className="course-detail__image"
            />
          ) : null}
          <h2>Sobre el curso</h2>
          <p>{course.description}</p>
          <h2>Qué aprenderá</h2>
          <ol className="module-list">
            {course.modules.map((module) => (
              <li key={module.id}>{module.concept}</li>
            ))}
          </ol>
          <CoursePaths paths={paths} />
          {course.tools.length > 0 ? (
            <>
              <h2>Herramientas</h2>
              <p>{course.tools.join(' · ')}</p>
            </>
          ) : null}
        </div>
        <aside className="course-facts" aria-label="Datos del curso">
          <p className="course-facts__price" data-testid="course-price">
            <Price amount={price.amount} currency={price.currency} />
          </p>
          <p className="muted">Pago único</p>
          {/* Nothing left: said before any buying, with the waitlist instead of paying. */}
          {seats?.full ? <CourseFull waitlistUrl={waitlistUrl} /> : null}
          <ProductActions
            productName={`el curso ${course.name}`}
            infoUrl={infoUrl}
            syllabusUrl={syllabusUrl}
            vacation={vacation}
            buy={seats?.full ? null : buy}
          />
          {/* Its own heading: after 'También en vacaciones' the course's facts would read as the
              program's (issue 76). */}
          <section aria-labelledby="course-own-facts-title" data-testid="course-own-facts">
            <h3 id="course-own-facts-title">Este curso</h3>
            <ul>
              <li>
                <Sessions count={course.sessions} /> en vivo de {course.sessionMinutes} minutos
              </li>
              <li>
                <Duration duration={course.duration} /> de duración
              </li>
              <li>Grupos de {course.studentsPerClass} estudiantes</li>
            </ul>
          </section>
          <h3>Horarios</h3>
          {groups.length === 0 ? (
            <p>Sin horarios disponibles</p>
          ) : (
            <ul className="group-list">
              {groups.map((group) => (
                <li key={group.id} data-testid="course-group" data-seat-group={group.id}>
                  <strong>{group.name}</strong>
                  <GroupSeatBadge state={seatStateIn(seats, group.id)} />
                  <br />
                  Inicia el {group.start}
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </article>
  );
}

/** Every path the course is part of, linked: a parent finds the whole sequence from any course. */
function CoursePaths({ paths }: { paths: { slug: string; name: string }[] }) {
  if (paths.length === 0) return null;
  return (
    <section aria-labelledby="rutas-del-curso" data-testid="course-paths">
      <h2 id="rutas-del-curso">{paths.length === 1 ? 'Parte de la ruta' : 'Parte de las rutas'}</h2>
      <ul className="catalogue-courses">
        {paths.map((path) => (
          <li key={path.slug}>
            <Link to={`/rutas/${path.slug}`}>
              <NamedProduct itemId={productItemId.path(path.slug)}>{path.name}</NamedProduct>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/rutas">Ver todas las rutas de aprendizaje</Link>
      </p>
    </section>
  );
}
