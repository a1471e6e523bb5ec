/** Each tab loads its own URL, so these are links with aria-current, not an ARIA tablist. */
import { Link } from '@remix-run/react';
import type { TabView } from '@server/parents/tabs';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function ChildTabs({ tabs, childName }: { tabs: TabView[]; childName: string }) {
  if (tabs.length === 0) return null;
  return (
    <nav className="child-tabs" aria-label={PARENTS_TEXT.tabsNav(childName)}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
