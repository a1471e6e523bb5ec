import { Link } from '@remix-run/react';
import type { ChildEntryView } from '@server/parents/dashboard-view';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { avatarSrc } from './styling';

export function ChildSwitcher({ entries }: { entries: ChildEntryView[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="child-switcher" aria-label={PARENTS_TEXT.childrenNav}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.href}
              className="child-switcher__item"
              aria-current={entry.selected ? 'page' : undefined}
              data-testid="child-entry"
            >
              {/* The name beside it says who it is: the picture is decoration. */}
              <img src={avatarSrc(entry.avatar)} alt="" width={48} height={48} />
              <span>{entry.firstName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
