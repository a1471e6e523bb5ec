/** The child's places on waitlists (decision 092): 'En espera: puesto N', 'Cupo reservado hasta …', 'Vencido'. */
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { WaitlistEntryView } from '@server/waitlist/entry-view';

export function WaitlistCard({ childId, entries }: { childId: number; entries: WaitlistEntryView[] }) {
  if (entries.length === 0) return null;
  return (
    <section
      className="parents-card"
      aria-labelledby={`lista-de-espera-${childId}`}
      data-testid="waitlist-card"
    >
      <h2 id={`lista-de-espera-${childId}`}>{WAITLIST_TEXT.sectionTitle}</h2>
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
    </section>
  );
}
