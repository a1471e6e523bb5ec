/** A link only, so /dashboard makes no extra upstream call. */
import { REMINDERS_TEXT } from '@kernel/texts/reminders';

export function RemindersLink({ childId, childName }: { childId: number; childName: string }) {
  return (
    <section className="parents-card" aria-labelledby={`recordatorios-${childId}`}>
      <h2 id={`recordatorios-${childId}`}>{REMINDERS_TEXT.linkTitle}</h2>
      <p>{REMINDERS_TEXT.linkLead(childName)}</p>
      <p>
        <a href={`/dashboard/recordatorios/${childId}`}>{REMINDERS_TEXT.linkLabel(childName)}</a>
      </p>
    </section>
  );
}
