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
