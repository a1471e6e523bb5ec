import { Link } from '@remix-run/react';
import type { CourseSummary } from '@server/catalogue/course-view';
import { AGE_RANGE_LABEL } from '~/lib/age-ranges';

/** A catalogue card; `startText` is formatted by the loader, so public pages ship no date library. */
export function CourseCard({ course }: { course: CourseSummary & { startText: string } }) {
  return (
    <article className="course-card" data-testid="course-card">
      {course.image ? <img src={course.image} alt="" width={320} height={200} loading="lazy" /> : null}
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
