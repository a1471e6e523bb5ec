import { Link } from '@remix-run/react';
import type { CourseSummary } from '@server/catalogue/course-view';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { HIGH_FETCH_PRIORITY } from '~/lib/fetch-priority';

/**
 * A catalogue card; `startText` is formatted by the loader, so public pages ship no date library.
 * `priority` marks the card whose picture is the page's largest above the fold (its LCP): fetched
 * at once and first, where the others wait until they scroll into view.
 */
export function CourseCard({
  course,
  priority = false,
}: {
  course: CourseSummary & { startText: string };
  priority?: boolean;
}) {
  return (
    <article className="course-card" data-testid="course-card">
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
        <p className="course-card__age">{AGE_RANGE_LABEL[course.ageRange]}</p>
        <h3>
          <Link to={`/cursos/${course.slug}`}>{course.name}</Link>
        </h3>
        <p>{course.summary}</p>
        <p className="course-card__date">{course.startText}</p>
      </div>
    </article>
  );
}
