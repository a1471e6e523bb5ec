/**
 * In mock mode the built server serves the simulated card providers' scripts: the embedded card
 * form (`checkout.js`) and the subscription's card elements (`global/elements.js`). Without them
 * every card payment with JavaScript stops at 'Cargando formulario de pago…'. The server runs
 * from build/, so the scripts must be found from the project, not from the module's own URL.
 */
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';

const origin = useMockApp();

describe("the simulated card providers' scripts, from the built server", () => {
  it.each(['/__card-provider/checkout.js', '/__card-provider/global/elements.js'])('%s', async (path) => {
    const answer = await newBrowser(origin()).get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.length).toBeGreaterThan(1000);
  });
});
