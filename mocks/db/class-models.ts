/** Each class afterwards (issue 56), as the API keeps it: one row per class of an enrolment. */
import { nullable, primaryKey } from '@mswjs/data';
import type { AttendanceFixture, ClassSessionsFixture } from '../../fixtures/class-sessions';

export const classModels = {
  classSession: {
    id: primaryKey(Number),
    enrolmentId: Number,
    holder: () => 'family' as ClassSessionsFixture['holder'],
    startsAt: String,
    attendance: () => 'attended' as AttendanceFixture,
    teacherNote: nullable(String),
    homeworkUrl: nullable(String),
    /** The unguessable part of the player's address; null when the class was not recorded. */
    recordingKey: nullable(String),
    recordingExpiresAt: nullable(String),
  },
};
