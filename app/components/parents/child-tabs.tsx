/**
 * The top tabs per child (spec §2). Each loads its own URL, so they are navigation links with
 * aria-current="page" (STYLE.md), not an ARIA tablist; NavLink would ignore the query string.
 */
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
