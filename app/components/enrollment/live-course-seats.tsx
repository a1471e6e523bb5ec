// /pagar's groups kept true while the page is open (issue 77): the course's seats every 30 s while
// the tab is visible, seeded with the loader's (nothing asked before then). When they change, the
// page's loader runs again, so the group list, 'Sin cupos' and the waitlist offer stay the server's
// one rendering. Draws nothing itself; its own chunk, loaded after the page (the route lazy-loads it).
import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import type { SeatStates } from '@kernel/seats';
import { LiveData } from '~/lib/live/live-data';
import { trpc } from '~/lib/live/trpc';

export const SEATS_REFRESH_MS = 30_000;

const sameSeats = (a: SeatStates, b: SeatStates) => JSON.stringify(a) === JSON.stringify(b);

function CourseSeatsWatch({ course, seats }: { course: string; seats: SeatStates }) {
  const { revalidate, state } = useRevalidator();
  const live = trpc.seats.course.useQuery(
    { course },
    { initialData: seats, staleTime: SEATS_REFRESH_MS, refetchInterval: SEATS_REFRESH_MS },
  );
  const changed = live.data !== undefined && !sameSeats(live.data, seats);
  useEffect(() => {
    if (changed && state === 'idle') revalidate();
  }, [changed, state, revalidate]);
  return null;
}

export default function LiveCourseSeats(props: { course: string; seats: SeatStates }) {
  return (
    <LiveData>
      <CourseSeatsWatch {...props} />
    </LiveData>
  );
}
