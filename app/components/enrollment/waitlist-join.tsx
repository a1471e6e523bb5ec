// A full program (decision 092): 'Sin cupos', the family's places on the list, and 'Unirme a la
// lista de espera' for a chosen child. A plain form: it works the same without JavaScript.
import { Form } from '@remix-run/react';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { WaitlistEntryView } from '@server/waitlist/entry-view';
import { ChildChoice, type ChildChoiceView } from '~/components/enrollment/child-choice';
import { HiddenFields } from '~/components/forms/hidden-fields';

export function WaitlistEntries({ entries }: { entries: WaitlistEntryView[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="waitlist-entries" data-testid="waitlist-entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{entry.childName}</strong>: {entry.positionText ?? entry.statusText}
        </li>
      ))}
    </ul>
  );
}

export function WaitlistJoin({
  entries,
  childChoice,
  carried,
  student,
}: {
  entries: WaitlistEntryView[];
  /** Null for a visitor (the action asks them to sign in first) or a student. */
  childChoice: (ChildChoiceView & { selectable: boolean }) | null;
  /** A student buys for themselves: the waitlist is a parent's, for a child. */
  student: boolean;
  carried: Record<string, string>;
}) {
  return (
    <div className="waitlist" data-testid="waitlist">
      <p className="waitlist__full">
        <strong>{WAITLIST_TEXT.full}</strong>
      </p>
      <p>{student ? WAITLIST_TEXT.fullForStudent : WAITLIST_TEXT.fullLead}</p>
      <WaitlistEntries entries={entries} />
      {student || (childChoice && !childChoice.selectable) ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="join-waitlist" />
          <HiddenFields values={carried} />
          {childChoice ? <ChildChoice view={childChoice} legend={WAITLIST_TEXT.legend} /> : null}
          <button type="submit" className="button button--big button--block">
            {WAITLIST_TEXT.join}
          </button>
        </Form>
      )}
    </div>
  );
}
