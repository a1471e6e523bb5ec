import type { CoursesTabView } from '@server/parents/dashboard-view';
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { CARD_TEXT, TEXT } from '@kernel/texts/parents';
import { EnrolmentCard } from './enrolment-card';

type Calendars = Partial<Record<number, CalendarLinkView[]>>;

export function CoursesTab({ tab, calendars }: { tab: CoursesTabView; calendars: Calendars }) {
  return (
    <>
      <section aria-labelledby="current-courses-title">
        {/* The tab above already shows the name: the heading is for screen-reader navigation. */}
        <h2 id="current-courses-title" className="visually-hidden">
          {TEXT.coursesTab}
        </h2>
        {tab.current.length === 0 ? (
          <p className="muted">{CARD_TEXT.noCurrentCourses}</p>
        ) : (
          <ul className="card-list">
            {tab.current.map((card) => (
              <li key={card.enrolmentId}>
                <EnrolmentCard card={card} level={3} calendar={calendars[card.enrolmentId]} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {tab.past ? (
        <section aria-labelledby="past-courses-title" data-testid="past-courses">
          <h2 id="past-courses-title">{tab.past.heading}</h2>
          <ul className="card-list">
            {tab.past.courses.map((card) => (
              <li key={card.enrolmentId}>
                <EnrolmentCard card={card} level={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
