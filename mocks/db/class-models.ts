/** Each class afterwards (issue 56), as the API keeps it: one row per class of an enrolment. */
import { nullable, primaryKey } from '@mswjs/data';
import type { AttendanceFixture, ClassSessionsFixture } from '../../fixtures/class-sessions';

/** Make-up classes (decision 091): classes of a course's groups open to other groups' absences. */
const makeUpModels = {
  makeUpClass: {
    id: primaryKey(Number),
    /** The API course id, as on the enrolment. */
    courseId: Number,
    groupName: String,
    /** The other group's class link: a make-up's reminder carries it. */
    zoomUrl: String,
    startsAt: String,
    capacity: Number,
    /** The group's own students (not modelled one by one). */
    enrolled: Number,
  },
  makeUpRequest: {
    id: primaryKey(Number),
    sessionId: Number,
    childId: Number,
    courseId: Number,
    classId: Number,
    status: () => 'solicitada' as 'solicitada' | 'confirmada' | 'rechazada',
    reason: nullable(String),
    createdAt: String,
  },
};

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
  ...makeUpModels,
};
