import type { ReactNode } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import type { loader as dashboardLoader } from '~/routes/dashboard/route';
import { ChatFloat } from './chat-float';
import { ParentsHero } from './parents-hero';
import { ParentsSidebar } from './parents-sidebar';

export function ParentsShell(props: { title: string; lead: string; children: ReactNode }) {
  const zone = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard');
  // Rendered only under the layout, for a parent: the layout answers everyone else.
  if (zone?.zone !== 'parents') return null;
  return (
    <div className="parents-zone">
      <ParentsHero title={props.title} lead={props.lead} />
      <div className="container parents-zone__grid">
        <ParentsSidebar chatNumber={zone.chatNumber} />
        <div className="parents-zone__content">{props.children}</div>
      </div>
      <ChatFloat chatNumber={zone.chatNumber} />
    </div>
  );
}
