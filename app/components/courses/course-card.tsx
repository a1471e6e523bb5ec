import { Link } from '@remix-run/react';
import type { CourseSummary } from '@server/catalogue/course-view';
import { AGE_RANGE_LABEL } from '~/lib/age-ranges';
import { formatLongDate } from '~/lib/dates';

export const NO_START_DATE = 'Sin fecha de inicio';

export function startDateText(initialDate: string | null): string {
  return initialDate ? `Inicia el ${formatLongDate(initialDate)}` : NO_START_DATE;
}

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className="course-card" data-testid="course-card">
      {course.image ? <img src={course.image} alt="" width={320} height={200} loading="lazy" /> : null}
      <div className="course-card__body">
        <p className="course-card__age">{AGE_RANGE_LABEL[course.ageRange]}</p>
        <h3>
          <Link to={`/cursos/${course.slug}`}>{course.name}</Link>
        </h3>
        <p>{course.summary}</p>
        <p className="course-card__date">{startDateText(course.initialDate)}</p>
      </div>
    </article>
  );
}
