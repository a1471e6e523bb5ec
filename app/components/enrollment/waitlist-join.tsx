// A full program or course (decisions 092, 093): 'Sin cupos', the family's places on the list,
// and 'Unirme a la lista de espera' for a chosen child. A plain form: it works the same without
// JavaScript.
import { Form } from '@remix-run/react';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { WaitlistEntryView } from '@server/waitlist/entry-view';
import { ChildChoice, type ChildChoiceView } from '~/components/enrollment/child-choice';
import { HiddenFields } from '~/components/forms/hidden-fields';
import { LiveState } from '~/components/ui/live-state';
import { PENDING_ANSWER_REFRESH_MS } from '~/enhance/live-pedido';
import type { LivePlaces } from '@server/waitlist/entry-states';

/** On a full list (`entries` not null), a child already on it is not offered again. */
export function withWaitlist<V extends ChildChoiceView>(
  view: V,
  entries: WaitlistEntryView[] | null,
): V & { selectable: boolean } {
  const listed = new Set((entries ?? []).map((entry) => entry.childId));
  const options = view.options.map((option) =>
    listed.has(option.id) && option.unavailable === null
      ? { ...option, unavailable: WAITLIST_TEXT.alreadyListed }
      : option,
  );
  return { ...view, options, selectable: options.some((option) => option.unavailable === null) };
}

/** `places`: the family's places that can still move, kept true while the page is open (issue 77). */
export function WaitlistEntries({ entries, places }: { entries: WaitlistEntryView[]; places?: LivePlaces }) {
  if (entries.length === 0) return null;
  return (
    <>
      <ul className="waitlist-entries" data-testid="waitlist-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.childName}</strong>: {entry.positionText ?? entry.statusText}
          </li>
        ))}
      </ul>
      {places && places.states.length > 0 ? (
        // Issue 77: app/enhance/live-pedido.ts where the page does not hydrate, /pagar's live part
        // where it does; without JavaScript, this page again.
        <LiveState
          procedure="waitlist.states"
          input={places.of}
          state={places.states}
          every={PENDING_ANSWER_REFRESH_MS}
        >
          <a href={places.refreshHref}>{WAITLIST_TEXT.refresh}</a>
        </LiveState>
      ) : null}
    </>
  );
}

/** The family on a list that still sells: its child's held seat, else its places on the list. */
export function WaitlistStanding({
  held,
  entries,
  places,
}: {
  held: WaitlistEntryView | null;
  entries: WaitlistEntryView[];
  places?: LivePlaces;
}) {
  if (!held) return <WaitlistEntries entries={entries} places={places} />;
  return (
    <p className="waitlist__held" data-testid="waitlist-held">
      {WAITLIST_TEXT.heldLead} {held.statusText}.
    </p>
  );
}

export function WaitlistJoin({
  entries,
  places,
  childChoice,
  carried = {},
  student = false,
  lead = WAITLIST_TEXT.fullLead,
  chosenId = null,
}: {
  entries: WaitlistEntryView[];
  places?: LivePlaces;
  /** Null for a visitor (the action asks them to sign in first) or a student. */
  childChoice: (ChildChoiceView & { selectable: boolean }) | null;
  /** A student buys for themselves: the waitlist is a parent's, for a child. */
  student?: boolean;
  /** What the page shows (program, schedule), sent with the form. */
  carried?: Record<string, string>;
  /** Why the parent may join: every schedule of the program, or every group of the course, is full. */
  lead?: string;
  /** The child the page names (`hijo`): checked again after a failure. */
  chosenId?: number | null;
}) {
  return (
    <div className="waitlist" data-testid="waitlist">
      <p className="waitlist__full">
        <strong>{WAITLIST_TEXT.full}</strong>
      </p>
      <p>{student ? WAITLIST_TEXT.fullForStudent : lead}</p>
      <WaitlistEntries entries={entries} places={places} />
      {student || (childChoice && !childChoice.selectable) ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="join-waitlist" />
          <HiddenFields values={carried} />
          {childChoice ? (
            <ChildChoice view={childChoice} legend={WAITLIST_TEXT.legend} chosenId={chosenId} />
          ) : null}
          <button type="submit" className="button button--big button--block">
            {WAITLIST_TEXT.join}
          </button>
        </Form>
      )}
    </div>
  );
}
