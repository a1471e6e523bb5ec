import type { CourseEnrolment } from '../../upstream/schemas/parents';
import type { CalendarInput } from './types';

export function calendarInput(enrolment: CourseEnrolment): CalendarInput {
  return {
    enrolmentId: enrolment.id,
    courseName: enrolment.course.name,
    studentName: enrolment.student.full_name,
    numberOfSessions: enrolment.course.number_of_sessions,
    group: enrolment.group,
    zoomUrl: enrolment.zoom_url,
  };
}
