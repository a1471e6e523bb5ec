/** A catalogue slug ('curso-de-python-para-jovenes'): lower-case words joined by single hyphens. */
import { z } from 'zod';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A course's or a path's slug as our forms, procedures and the API's waitlists take it. */
export const SlugSchema = z.string().trim().min(1).max(120).regex(SLUG_PATTERN);
