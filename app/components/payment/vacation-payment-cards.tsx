import type { ProgramOption } from '@server/vacation-purchase/program-options';
import { frequencyLabel } from '@kernel/texts/parents';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';

/** `fullGroupIds`: schedules the API says have no seat left (decision 092). */
export function VacationPaymentCards({
  options,
  fullGroupIds = [],
}: {
  options: ProgramOption[];
  fullGroupIds?: string[];
}) {
  if (options.length === 0) return <p className="empty-state">Sin horarios disponibles</p>;
  return (
    <ul className="option-cards">
      {options.map((option) => (
        <li
          key={option.groupId}
          className={`option-card${option.recommended ? ' option-card--recommended' : ''}${
            option.chosen ? ' option-card--chosen' : ''
          }`}
          aria-current={option.chosen ? 'true' : undefined}
          data-testid="option-card"
        >
          {option.recommended || option.chosen ? (
            <p className="option-card__tags">
              {option.recommended ? <span className="option-card__tag">Recomendado</span> : null}
              {option.chosen ? (
                <span className="option-card__tag option-card__tag--chosen">Tu elección</span>
              ) : null}
            </p>
          ) : null}
          <h3>
            {option.title}
            {option.times ? <span className="option-card__times"> · {option.times}</span> : null}
          </h3>
          <p data-testid="option-schedule">{option.scheduleText}</p>
          {fullGroupIds.includes(option.groupId) ? (
            <p className="option-card__full" data-testid="option-full">
              {WAITLIST_TEXT.full}
            </p>
          ) : null}
          <p className="muted">
            {frequencyLabel(option.frequency)} · {option.sessions} sesiones
          </p>
          {option.recommended && option.courses.length > 0 ? (
            <ul className="option-card__courses">
              {option.courses.map((course) => (
                <li key={course.name}>
                  <strong>{course.name}</strong>
                  <ul>
                    {course.modules.map((module) => (
                      <li key={module.name}>{module.name}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
