/** The child's places on waitlists (decision 092): 'En espera: puesto N', 'Cupo reservado hasta …', 'Vencido'. */
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { WaitlistEntryView } from '@server/waitlist/entry-view';
import type { WaitlistEntryState } from '@server/waitlist/entry-states';
import { LiveState } from '~/components/ui/live-state';
import { PENDING_ANSWER_REFRESH_MS } from '~/enhance/live-pedido';

interface Props {
  childId: number;
  entries: WaitlistEntryView[];
  /** The places that can still move (`waitlist.states`), kept true while the page is open (issue 77). */
  live: WaitlistEntryState[];
  /**
   * This page again, how to see a place move without JavaScript; without a fragment, which would
   * only scroll.
   */
  refreshHref: string;
}

export function WaitlistCard({ childId, entries, live, refreshHref }: Props) {
  if (entries.length === 0) return null;
  const id = `lista-de-espera-${childId}`;
  return (
    <section className="parents-card" id={id} aria-labelledby={`${id}-titulo`} data-testid="waitlist-card">
      <h2 id={`${id}-titulo`}>{WAITLIST_TEXT.sectionTitle}</h2>
      <ul className="waitlist-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name}</strong>: {entry.statusText}
            {entry.payHref ? (
              <>
                {' '}
                <a href={entry.payHref}>{WAITLIST_TEXT.pay}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {live.length > 0 ? (
        <LiveState
          procedure="waitlist.states"
          input={{ childId }}
          state={live}
          every={PENDING_ANSWER_REFRESH_MS}
        >
          <a href={refreshHref}>{WAITLIST_TEXT.refresh}</a>
        </LiveState>
      ) : null}
    </section>
  );
}
