/**
 * 'Rutas de Aprendizaje': the current paths, then 'Rutas anteriores:' (spec §4: an ended path
 * moves there, collapsed by default — a <details> with no heading or link in its summary).
 */
import type { PathsTabView } from '@server/parents/dashboard-view';
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { CARD_TEXT } from '@kernel/texts/parents';
import { EnrolmentCard } from './enrolment-card';
import { PathHeader, PathSection } from './path-section';
import { accentStyle } from './styling';

type Calendars = Partial<Record<number, CalendarLinkView[]>>;

export function PathsTab(props: { tab: PathsTabView; childName: string; calendars: Calendars }) {
  const { current, past } = props.tab;
  return (
    <>
      {current.length === 0 ? <p className="muted">{CARD_TEXT.allPathsEnded(props.childName)}</p> : null}
      {current.map((path) => (
        <PathSection key={path.id} path={path} calendars={props.calendars} />
      ))}
      {past ? (
        <details className="past-work" data-testid="past-paths">
          <summary>{past.heading}</summary>
          {past.paths.map((path) => (
            <section
              key={path.id}
              className="path path--past"
              aria-labelledby={`ruta-${path.id}`}
              style={accentStyle(path.mainColor, path.secondaryColor)}
            >
              <PathHeader path={path} level={3} />
              <ul className="card-list">
                {path.courses.map((card) => (
                  <li key={card.enrolmentId}>
                    <EnrolmentCard card={card} level={4} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </details>
      ) : null}
    </>
  );
}
