/** Past paths open and close by a link to the same page, a plain navigation without JavaScript. */
import type { PastPathsView, PathsTabView } from '@server/parents/dashboard-view';
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { CARD_TEXT, UI_TEXT } from '@kernel/texts/parents';
import { Link } from '@remix-run/react';
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
      {past ? <PastPaths past={past} /> : null}
    </>
  );
}

function PastPaths({ past }: { past: PastPathsView }) {
  const hint = past.open ? UI_TEXT.hidePastPaths : UI_TEXT.showPastPaths(past.count);
  return (
    <section
      id={past.anchor}
      className={past.open ? 'past-work past-work--open' : 'past-work'}
      aria-labelledby={`${past.anchor}-titulo`}
      data-testid="past-paths"
    >
      <h2 id={`${past.anchor}-titulo`} className="past-work__heading">
        <Link to={past.toggleHref} className="past-work__toggle" preventScrollReset>
          {past.heading}
          <span className="visually-hidden">{` (${hint})`}</span>
        </Link>
      </h2>
      {past.paths.map((path) => (
        <section
          key={path.id}
          className="path path--past"
          aria-labelledby={path.anchor}
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
    </section>
  );
}
