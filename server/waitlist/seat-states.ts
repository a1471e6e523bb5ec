/**
 * The seat states the browser gets (issue 77): each schedule's or group's (kernel/seats.ts), and
 * whether the whole program or course has nothing left for this family (a seat the waitlist holds
 * for it is still its to pay). No entries, no names, no counts.
 */
import { seatStateOf, type SeatStates } from '@kernel/seats';
import type { ProgramSeats } from '../upstream/schemas/waitlist';

export function seatStates(seats: Pick<ProgramSeats, 'full' | 'groups' | 'entries'>): SeatStates {
  const held = seats.entries.some((entry) => entry.state === 'held');
  return {
    full: seats.full && !held,
    groups: seats.groups.map((group) => ({ id: group.id, seats: seatStateOf(group.seats_left) })),
  };
}
