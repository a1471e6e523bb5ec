// /pagar's groups kept true while the page is open (issue 77): the course's seats every 30 s while
// the tab is visible, and the family's places on its waitlist every 60 s while one can still move,
// each seeded with the loader's (nothing asked before then). When either changes, the page's loader
// runs again, so the group list, 'Sin cupos', the waitlist offer and the places stay the server's
// one rendering. Draws nothing itself; its own chunk, loaded after the page (the route lazy-loads it).
import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import type { SeatStates } from '@kernel/seats';
import { LiveData } from '~/lib/live/live-data';
import { trpc } from '~/lib/live/trpc';
import { PENDING_ANSWER_REFRESH_MS } from '~/enhance/live-pedido';
import type { WaitlistEntryState } from '@server/waitlist/entry-states';

export const SEATS_REFRESH_MS = 30_000;

const sameSeats = (a: SeatStates, b: SeatStates) => JSON.stringify(a) === JSON.stringify(b);

interface Props {
  course: string;
  seats: SeatStates;
  /** As waitlist.states answers them for the course: none, nothing to watch. */
  places: WaitlistEntryState[];
}

function CourseSeatsWatch({ course, seats, places }: Props) {
  const { revalidate, state } = useRevalidator();
  const live = trpc.seats.course.useQuery(
    { course },
    { initialData: seats, staleTime: SEATS_REFRESH_MS, refetchInterval: SEATS_REFRESH_MS },
  );
  const livePlaces = trpc.waitlist.states.useQuery(
    { course },
    {
      initialData: places,
      enabled: places.length > 0,
      staleTime: PENDING_ANSWER_REFRESH_MS,
      refetchInterval: PENDING_ANSWER_REFRESH_MS,
    },
  );
  const changed =
    (live.data !== undefined && !sameSeats(live.data, seats)) ||
    (livePlaces.data !== undefined && JSON.stringify(livePlaces.data) !== JSON.stringify(places));
  useEffect(() => {
    if (changed && state === 'idle') revalidate();
  }, [changed, state, revalidate]);
  return null;
}

export default function LiveCourseSeats(props: Props) {
  return (
    <LiveData>
      <CourseSeatsWatch {...props} />
    </LiveData>
  );
}
