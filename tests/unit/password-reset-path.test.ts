/** A password reset link is a credential: its token never reaches a log line (decision 081). */
import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../server/http/request-log';

const TOKEN = 'Zk3-_abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('the reset token in logs', () => {
  it('the reset page is logged as /restablecer-contrasena/[token], with a query or a slash', () => {
    expect(loggablePath(`/restablecer-contrasena/${TOKEN}`)).toBe('/restablecer-contrasena/[token]');
    expect(loggablePath(`/restablecer-contrasena/${TOKEN}/?_data=x`)).toBe('/restablecer-contrasena/[token]');
  });

  it('the request page is untouched', () => {
    expect(loggablePath('/recuperar-contrasena?enviado=1')).toBe('/recuperar-contrasena');
  });
});
