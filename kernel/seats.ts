/**
 * What a schedule or group shows of its seats where it is chosen (issue 76 point 2): open, its
 * last seats, or none. One rule for the server's render and the browser's live refresh.
 */

/** At most this many seats left (of 6 a class) reads 'Últimos cupos'. */
export const LAST_SEATS = 2;

export type SeatState = 'open' | 'last' | 'none';

/** Each schedule's or group's state, and whether nothing is left for this family. */
export interface SeatStates {
  full: boolean;
  groups: Array<{ id: string; seats: SeatState }>;
}

export const seatStateOf = (seatsLeft: number): SeatState =>
  seatsLeft <= 0 ? 'none' : seatsLeft <= LAST_SEATS ? 'last' : 'open';
