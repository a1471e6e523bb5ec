/**
 * The parents' zone layout, shared by /dashboard (for parents) and /dashboard/faq: hero,
 * sidebar, the page's content and the floating chat button (the site footer is the zone's footer).
 */
import type { ReactNode } from 'react';
import { ChatFloat } from './chat-float';
import { ParentsHero } from './parents-hero';
import { ParentsSidebar } from './parents-sidebar';

export function ParentsShell(props: {
  title: string;
  lead: string;
  chatNumber: string;
  children: ReactNode;
}) {
  return (
    <div className="parents-zone">
      <ParentsHero title={props.title} lead={props.lead} />
      <div className="container parents-zone__grid">
        <ParentsSidebar chatNumber={props.chatNumber} />
        <div className="parents-zone__content">{props.children}</div>
      </div>
      <ChatFloat chatNumber={props.chatNumber} />
    </div>
  );
}
