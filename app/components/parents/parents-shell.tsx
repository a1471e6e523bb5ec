/**
 * The parents' zone layout, shared by /dashboard (for parents) and /dashboard/faq: hero,
 * sidebar, the page's content, the floating chat button and the zone's footer line.
 */
import type { ReactNode } from 'react';
import { PARENTS_TEXT } from '@kernel/texts/parents';
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
      <footer className="parents-zone__footer">
        <p>{PARENTS_TEXT.footer}</p>
      </footer>
    </div>
  );
}
