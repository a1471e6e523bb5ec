import type { SerializeFrom } from '@remix-run/node';
import type { loadParentsDashboard } from '~/routes/dashboard._index/parents-dashboard.server';
import type { ChildLoginPosted } from '~/routes/dashboard._index/child-login-actions.server';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { BlockedBanner } from './blocked-banner';
import { ChildCredentials } from './child-credentials';
import { ChildSwitcher } from './child-switcher';
import { ChildTabs } from './child-tabs';
import { CoursesTab } from './courses-tab';
import { ParentsEmptyState } from './empty-state';
import { ParentsShell } from './parents-shell';
import { PathsTab } from './paths-tab';
import { RecentlyViewed } from './recently-viewed';
import { RecommendedCards } from './recommended-cards';
import { StudentZoneCard } from './student-zone-card';
import { RemindersLink } from '~/components/reminders/reminders-link';
import { TechRequirements } from './tech-requirements';
import { ClassHistoriesProvider } from './class-history';
import { WaitlistCard } from './waitlist-card';
import { LiveState } from '~/components/ui/live-state';
import { PENDING_ANSWER_REFRESH_MS } from '~/enhance/live-pedido';

export type ParentsDashboardData = SerializeFrom<typeof loadParentsDashboard>;

export function ParentsDashboard({
  data,
  childLogin,
}: {
  data: ParentsDashboardData;
  childLogin: ChildLoginPosted | null;
}) {
  const { view, calendars } = data;
  const child = view.selectedChild;
  return (
    <ParentsShell title={`¡Hola, ${data.firstName}!`} lead={PARENTS_TEXT.heroLead}>
      <ChildSwitcher entries={view.children} />
      {view.blockedBanner ? <BlockedBanner /> : null}
      <div className="parents-dashboard">
        <div className="parents-dashboard__main">
          {child ? <ChildTabs tabs={view.tabs} childName={child.firstName} /> : null}
          <ClassHistoriesProvider value={data.classHistory}>
            {view.paths && child ? (
              <PathsTab tab={view.paths} childName={child.firstName} calendars={calendars} />
            ) : null}
            {view.courses ? <CoursesTab tab={view.courses} calendars={calendars} /> : null}
          </ClassHistoriesProvider>
          {child && data.live && data.live.makeUps.length > 0 ? (
            // Issue 77: the rows' 'Actualizar' links work without JavaScript; with it, this.
            <LiveState
              procedure="makeUps.states"
              input={{ childId: child.id }}
              state={data.live.makeUps}
              every={PENDING_ANSWER_REFRESH_MS}
            />
          ) : null}
          {view.emptyState ? (
            <ParentsEmptyState
              childName={child?.firstName ?? null}
              label={view.emptyState.label}
              href={view.emptyState.href}
            />
          ) : null}
        </div>
        {child ? (
          <div className="parents-dashboard__side">
            <ChildCredentials
              childId={child.id}
              childName={child.firstName}
              login={data.login}
              posted={childLogin}
            />
            <StudentZoneCard childId={child.id} childName={child.firstName} />
            <WaitlistCard
              childId={child.id}
              entries={data.waitlist}
              live={data.live?.waitlist ?? []}
              refreshHref={data.live?.here ?? '/dashboard'}
            />
            <RemindersLink childId={child.id} childName={child.firstName} />
            {data.requirements ? (
              <TechRequirements
                childName={child.firstName}
                system={data.requirements.system}
                items={data.requirements.items}
              />
            ) : null}
            {data.recentlyViewed ? <RecentlyViewed viewed={data.recentlyViewed} /> : null}
            <RecommendedCards cards={view.recommended} childId={child.id} childName={child.firstName} />
          </div>
        ) : null}
      </div>
    </ParentsShell>
  );
}
