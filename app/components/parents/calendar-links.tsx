// Texts that sit together are one string: each piece React renders apart costs a text node and a
// `<!-- -->` separator on every page view.
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
