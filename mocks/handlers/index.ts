/** Base handlers: the happy path of every upstream area. Scenarios go in front of these. */
import { authHandlers } from './auth';
import { contactHandlers } from './contact';
import { contentHandlers } from './content';
import { courseHandlers } from './courses';
import { studentHandlers } from './student';

export const handlers = [...contentHandlers, ...courseHandlers, ...authHandlers, ...contactHandlers, ...studentHandlers];
