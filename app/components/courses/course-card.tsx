import { Link } from '@remix-run/react';
import type { CourseSummary } from '@server/catalogue/course-view';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';
import { AgeRangeFact, nameProp, productItem, StartDate } from '~/components/ui/product-facts';
import { productItemId } from '@kernel/product-facts';

/** `startText` comes formatted from the loader, so public pages ship no date library. */
export function CourseCard({
  course,
  priority = false,
}: {
  course: CourseSummary & { startText: string };
  priority?: boolean;
}) {
  return (
    <article
      className="course-card"
      data-testid="course-card"
      {...productItem(productItemId.course(course.slug))}
    >
      {course.image ? (
        <img
          src={course.image}
          alt=""
          width={320}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? HIGH_FETCH_PRIORITY : {})}
        />
      ) : null}
      <div className="course-card__body">
        <p className="course-card__age">
          <AgeRangeFact ageRange={course.ageRange}>{AGE_RANGE_LABEL[course.ageRange]}</AgeRangeFact>
        </p>
        <h3>
          <Link to={`/cursos/${course.slug}`}>
            <span {...nameProp}>{course.name}</span>
          </Link>
        </h3>
        <p>{course.summary}</p>
        <p className="course-card__date">
          {course.initialDate ? (
            <StartDate isoDate={course.initialDate}>{course.startText}</StartDate>
          ) : (
            course.startText
          )}
        </p>
      </div>
    </article>
  );
}
