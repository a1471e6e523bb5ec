/**
 * Zod's words for a bound a schema states without a message of its own, so that no form or
 * procedure answers a family in English: a text's length as the sign-up fields say it, anything
 * else in Zod's own Spanish locale. Zod's configuration is the process's: importing this module
 * sets it, where forms and procedure inputs are parsed.
 */
import { z } from 'zod';
import { maxMessage } from './fields';

const zodSpanish = z.locales.es().localeError;

z.config({
  localeError: (issue) =>
    issue.code === 'too_big' && issue.origin === 'string'
      ? maxMessage(Number(issue.maximum))
      : zodSpanish(issue),
});
