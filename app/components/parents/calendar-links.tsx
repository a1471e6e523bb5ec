/**
 * 'Agregar al calendario' (spec §9): Apple, Google, iCal, Yahoo and Outlook as plain links. Apple
 * and iCal download the .ics (every remaining class); the services open in a new tab. Google adds
 * every class day; Outlook and Yahoo say in visible text that they add only the next class, and
 * offer the .ics for all of them. Texts that sit together are one string: each piece React
 * renders apart is a text node and a `<!-- -->` separator more, on every page view.
 */
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function CalendarLinks({ links, courseName }: { links: CalendarLinkView[]; courseName: string }) {
  return (
    <details className="calendar-links">
      <summary>{PARENTS_TEXT.addToCalendar}</summary>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            {link.file ? (
              <a href={link.href}>
                {link.label}
                <span className="visually-hidden">{` (${courseName})`}</span>
              </a>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden">{` (${courseName}) ${PARENTS_TEXT.newTab}`}</span>
              </a>
            )}
            {link.note ? (
              <span className="calendar-links__note">
                {` (${link.note}`}
                {link.seriesHref ? (
                  <>
                    {`; ${PARENTS_TEXT.allClassesPrefix} `}
                    <a href={link.seriesHref}>
                      {PARENTS_TEXT.allClassesLink}
                      <span className="visually-hidden">{` (${courseName})`}</span>
                    </a>
                  </>
                ) : null}
                )
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
