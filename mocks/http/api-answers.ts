/** Answers shared by the mock handlers, shaped like the real API's (Django REST style). */
import { asRecord } from './text';
import { userIdFromRefreshToken } from '../accounts/tokens';
import { jsonAnswer } from './json-answer';
import { userById } from '../db/users-by-id';

export function unauthorized() {
  return jsonAnswer({ detail: 'Las credenciales de autenticación no se proveyeron.' }, { status: 401 });
}

export function badRequest(fieldErrors: Record<string, string[]>) {
  return jsonAnswer(fieldErrors, { status: 400 });
}

export function notFound() {
  return jsonAnswer({ detail: 'No encontrado.' }, { status: 404 });
}

/** The user behind `Authorization: Bearer <refresh token>`, or null. */
export function authenticatedUser(request: Request) {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const userId = userIdFromRefreshToken(token);
  if (userId === null) return null;
  return userById(userId);
}

/** Parses a JSON body; null when it is not a JSON object. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return asRecord(body);
  } catch {
    return null;
  }
}

/** 409: the object is in a state that does not allow the call (an invoice no longer open…). */
export function conflict(detail: string) {
  return jsonAnswer({ detail }, { status: 409 });
}

export function forbidden() {
  return jsonAnswer({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 });
}
