/** Seats and waitlists of vacation programs (decision 092). */
import {
  JoinWaitlistAnswerSchema,
  ProgramSeatsAnswerSchema,
  WaitlistEntriesAnswerSchema,
  type ProgramSeats,
  type WaitlistEntry,
} from './schemas/waitlist';
import { apiData, postApiData } from './services';

/** Signed in: per family (its own entries and holds). A visitor's answer (seats only) may be the public cache's. */
export const getProgramSeats = (bearer: string | undefined, programId: string): Promise<ProgramSeats> =>
  apiData({
    path: `/api/waitlist/programs/${encodeURIComponent(programId)}/`,
    bearer,
    schema: ProgramSeatsAnswerSchema,
  });

export const listWaitlistEntries = (bearer: string): Promise<WaitlistEntry[]> =>
  apiData({ path: '/api/waitlist/', bearer, schema: WaitlistEntriesAnswerSchema });

export const joinWaitlist = (bearer: string, programId: string, childId: number): Promise<WaitlistEntry> =>
  postApiData('/api/waitlist/', { program_id: programId, student_id: childId }, JoinWaitlistAnswerSchema, {
    bearer,
    created: true,
  });
