import type { CourseCardView } from '@server/parents/course-card';
import { PARENTS_TEXT, UI_TEXT } from '@kernel/texts/parents';

type ClassLink = NonNullable<CourseCardView['classLink']>;

/**
 * 'Ir a la clase' (or support over chat). A class link shows from 15 minutes before the class to
 * its end (issue 77): the server renders the state at render time, and app/enhance/class-start.ts
 * turns the link, 'En clase ahora' and the note on and off by the browser's clock.
 */
export function ClassLinkButton({ classLink }: { classLink: ClassLink }) {
  const link = (hidden: boolean) => (
    <a
      href={classLink.href}
      className="button button--small"
      target="_blank"
      rel="noopener noreferrer"
      hidden={hidden}
      data-class-link
    >
      {classLink.label}
      <span className="visually-hidden">{` ${PARENTS_TEXT.newTab}`}</span>
    </a>
  );
  if (classLink.kind === 'support') return link(false);
  if (!classLink.window) return <span className="muted">{UI_TEXT.classLinkSoon}</span>;
  return (
    <span
      className="enrolment-card__class"
      data-class-window
      data-opens-at={classLink.window.opensAt}
      data-starts-at={classLink.window.startsAt}
      data-ends-at={classLink.window.endsAt}
    >
      {link(!classLink.open)}
      <span className="status-badge status-badge--in_progress" hidden={!classLink.inProgress} data-class-now>
        {UI_TEXT.classInProgress}
      </span>
      <span className="muted" hidden={classLink.open} data-class-note>
        {UI_TEXT.classLinkSoon}
      </span>
    </span>
  );
}
