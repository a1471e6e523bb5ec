/**
 * Links and image sources that content or the API hands us end up in href/src attributes: only a
 * path of this site or an https address may, so a `javascript:` or `data:` value from a
 * compromised or mistyped entry fails parsing (a bad gateway) instead of reaching the page.
 */
import { z } from 'zod';

export const SafeUrlSchema = z
  .string()
  .min(1)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\//.test(value), 'unsafe URL');
