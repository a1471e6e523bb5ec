/** One card per program option (spec §2 "Vacation payment cards"); the option at index 2 is 'Recomendado'. */
import { optionScheduleText, RECOMMENDED_INDEX, timesPerWeek } from '~/lib/payment-messages';

export interface OptionView {
  name: string;
  frequency: number;
  courses: { name: string; modules: { name: string }[] }[];
}

export function VacationPaymentCards({ options }: { options: OptionView[] }) {
  return (
    <div className="option-cards">
      {options.map((option, index) => {
        const recommended = index === RECOMMENDED_INDEX;
        return (
          <article
            key={option.name}
            className={`option-card${recommended ? ' option-card--recommended' : ''}`}
            data-testid="option-card"
          >
            {recommended ? <p className="option-card__tag">Recomendado</p> : null}
            <h3>{option.name.split(',')[0].trim()}</h3>
            <p>{optionScheduleText(index)}</p>
            <p className="muted">{timesPerWeek(option.frequency)}</p>
            {recommended ? (
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
          </article>
        );
      })}
    </div>
  );
}
