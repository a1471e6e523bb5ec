/** Answers shared by the mock handlers, shaped like the real API's (Django REST style). */
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { asRecord } from './text';
import { userIdFromRefreshToken } from '../accounts/tokens';
import { userById, type UserRecord } from '../db';

/** The simulated upstream's JSON answers: msw's own HttpResponse.json. */
export const jsonAnswer = HttpResponse.json;

export function unauthorized() {
  return jsonAnswer({ detail: 'Las credenciales de autenticación no se proveyeron.' }, { status: 401 });
}

export function badRequest(fieldErrors: Record<string, string[]>) {
  return jsonAnswer(fieldErrors, { status: 400 });
}

export const REQUIRED = 'Este campo es requerido.';
export const CHOICE = 'Elija una opción válida.';
export const requiredText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);

/** A zod error as field errors keyed by the top-level field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  return errors;
}

export function notFound() {
  return jsonAnswer({ detail: 'No encontrado.' }, { status: 404 });
}

/** The record asked for; none is the API's 404, as for what the caller may not see. */
export function requireFound<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFound();
  return record;
}

export const serverError = () => jsonAnswer({ detail: 'Error interno del servidor' }, { status: 500 });

export const serviceUnavailable = () => jsonAnswer({ detail: 'Servicio no disponible.' }, { status: 503 });

/** The user behind `Authorization: Bearer <refresh token>`, or null. */
export function authenticatedUser(request: Request) {
  const userId = userIdFromRefreshToken(bearerToken(request));
  return userId === null ? null : userById(userId);
}

/** The signed-in caller; anyone else gets the API's 401 (msw answers with a thrown Response). */
export function requireUser(request: Request): UserRecord {
  const user = authenticatedUser(request);
  if (!user) throw unauthorized();
  return user;
}

export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

/** Parses a JSON body; null when it is not a JSON object. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    return asRecord(await request.json());
  } catch {
    return null;
  }
}

export function conflict(detail: string) {
  return jsonAnswer({ detail }, { status: 409 });
}

export function forbidden() {
  return jsonAnswer({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 });
}
