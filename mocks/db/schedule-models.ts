/**
 * 'Cambiar horario' (decision 037): the groups of a course with their seats, and which group each
 * enrolment is in with the version a change must name. Spread into the factory of ./index.ts.
 */
import { primaryKey } from '@mswjs/data';

export const scheduleModels = {
  classGroup: {
    id: primaryKey(Number),
    /** The API course id. */
    courseId: Number,
    /** 'fixture', or 'alias:<user id>' for an alias account's own copies (isolated seats). */
    scope: String,
    name: String,
    start_date: String,
    end_date: String,
    /** JSON of [{day_name, time_start, time_end}] (Lima hours). */
    slots: String,
    capacity: Number,
    enrolled: Number,
  },
  groupPlacement: {
    /** The course enrolment's id. */
    enrolmentId: primaryKey(Number),
    groupId: Number,
    /** Raised by every change: a PATCH naming an older one is refused (409 version_conflict). */
    version: Number,
  },
};
