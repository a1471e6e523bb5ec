/**
 * What a schedule or group shows where it is chosen (issue 76 point 2, issue 77): open, its last
 * seats, or none; and whether the whole program or course has nothing left for this family (a
 * seat the waitlist holds for it is still its to pay). Only this goes to the browser: no entries,
 * no names, no counts.
 */
import type { ProgramSeats } from '../upstream/schemas/waitlist';

/** At most this many seats left (of 6 a class) reads 'Últimos cupos'. */
export const LAST_SEATS = 2;

export type SeatState = 'open' | 'last' | 'none';

export interface SeatStates {
  full: boolean;
  groups: Array<{ id: string; seats: SeatState }>;
}

export const seatStateOf = (seatsLeft: number): SeatState =>
  seatsLeft <= 0 ? 'none' : seatsLeft <= LAST_SEATS ? 'last' : 'open';

export function seatStates(seats: Pick<ProgramSeats, 'full' | 'groups' | 'entries'>): SeatStates {
  const held = seats.entries.some((entry) => entry.state === 'held');
  return {
    full: seats.full && !held,
    groups: seats.groups.map((group) => ({ id: group.id, seats: seatStateOf(group.seats_left) })),
  };
}
