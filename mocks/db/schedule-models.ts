/** 'Cambiar horario': course groups with their seats, and each enrolment's group and version. */
import { primaryKey } from '@mswjs/data';

export const scheduleModels = {
  classGroup: {
    id: primaryKey(Number),
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
    enrolmentId: primaryKey(Number),
    groupId: Number,
    /** Raised by every change: a PATCH naming an older one is refused (409 version_conflict). */
    version: Number,
  },
};
