/**
 * 'Agregar al calendario' (spec §9): Apple, Google, iCal, Yahoo and Outlook as plain links. Apple
 * and iCal download the .ics (every remaining class); the services open in a new tab, and
 * Outlook and Yahoo say they add only the next class.
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
                <span className="visually-hidden"> ({courseName})</span>
              </a>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden">
                  {' '}
                  ({courseName}) {PARENTS_TEXT.newTab}
                </span>
              </a>
            )}
            {link.note ? <span className="calendar-links__note"> ({link.note})</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
