/** Nothing to follow yet (spec §2 "Empty-courses screen"): a way to the catalogue, 'Ver cursos'. */
import { Link } from '@remix-run/react';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function ParentsEmptyState(props: { childName: string | null; label: string; href: string }) {
  return (
    <div className="empty-state" data-testid="empty-courses">
      <p>{props.childName ? PARENTS_TEXT.emptyChild(props.childName) : PARENTS_TEXT.emptyFamily}</p>
      <Link to={props.href} className="button">
        {props.label}
      </Link>
    </div>
  );
}
