/**
 * Seats of vacation schedules and course groups and their waitlists (decision 092), per scope like
 * 'Cambiar horario'. A list's id is a program's id or `course:<slug>` (mocks/waitlist/lists.ts).
 */
import { nullable, primaryKey } from '@mswjs/data';

export const waitlistModels = {
  /** Created on first use from fixtures/waitlist.ts; a freed seat lowers `taken`. */
  programSeat: {
    /** `scope|listId|groupId`. */
    key: primaryKey(String),
    scope: String,
    listId: String,
    groupId: String,
    capacity: Number,
    /** Seats held by families outside this mock's purchases. */
    taken: Number,
  },
  waitlistEntry: {
    id: primaryKey(Number),
    /** 'fixture', or 'alias:<user id>' for an alias account's own copies. */
    scope: String,
    userId: Number,
    childId: Number,
    listId: String,
    createdAt: String,
    /** When a freed seat was offered to this family: the 24-hour hold runs from here. */
    offeredAt: nullable(String),
    /** The family started a purchase with the held seat. */
    boughtAt: nullable(String),
    /** The hold expired and the seat went to the next family. */
    passedOn: Boolean,
    /** The family left the list ('Avanzar la lista de espera'): kept, so the list is not seeded again. */
    leftAt: nullable(String),
  },
};
