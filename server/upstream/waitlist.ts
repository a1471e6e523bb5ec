/** Seats and waitlists of vacation programs and courses (decisions 092, 093). */
import {
  CourseSeatsAnswerSchema,
  JoinWaitlistAnswerSchema,
  ProgramSeatsAnswerSchema,
  ProgramSeatsListAnswerSchema,
  WaitlistEntriesAnswerSchema,
  type CourseSeats,
  type JoinWaitlistBody,
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

/**
 * Every program of an age range at once: /vacaciones asks it beside the campaign, whose answer
 * alone names the programs' ids (one round of calls).
 */
export const listProgramSeats = (bearer: string | undefined, ageRange: string): Promise<ProgramSeats[]> =>
  apiData({
    path: '/api/waitlist/programs/',
    query: { age_range: ageRange },
    bearer,
    schema: ProgramSeatsListAnswerSchema,
  });

/** Signed in: per family, like a program's. */
export const getCourseSeats = (bearer: string | undefined, course: string): Promise<CourseSeats> =>
  apiData({
    path: `/api/waitlist/courses/${encodeURIComponent(course)}/`,
    bearer,
    schema: CourseSeatsAnswerSchema,
  });

export const listWaitlistEntries = (bearer: string): Promise<WaitlistEntry[]> =>
  apiData({ path: '/api/waitlist/', bearer, schema: WaitlistEntriesAnswerSchema });

/** A program's list (`program_id`) or a course's (`course`). */
export const joinWaitlist = (bearer: string, body: JoinWaitlistBody): Promise<WaitlistEntry> =>
  postApiData('/api/waitlist/', body, JoinWaitlistAnswerSchema, { bearer, created: true });
