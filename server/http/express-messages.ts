/**
 * The HTTP server's request and response objects made with express's prototypes from the start
 * (docs/decisions/068).
 *
 * Express 4 gives every request its own prototypes as it enters the app
 * (`Object.setPrototypeOf(req, app.request)`, the same for `res`). Changing a live object's
 * prototype gives it a new hidden class, and in V8 (Node 20) that kept each request's objects
 * alive through two young-generation collections: they were copied to the old generation and
 * left for the full collections. A bare express app answering `ok` moved 2.7 KB per request
 * there, and each young collection took 4.6 ms instead of 0.4; our signed-in pages moved
 * 15–20 KB per view.
 *
 * Node's HTTP server builds its messages with the classes it is given. These two are Node's own
 * constructors with express's prototypes as their instances' prototypes, so express's
 * `setPrototypeOf` finds the prototype already in place and changes nothing. `instanceof
 * IncomingMessage` and `instanceof ServerResponse` still hold: express's prototypes inherit
 * from Node's.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Node's message constructors as plain functions: `IncomingMessage(socket)`, `ServerResponse(req, options)`. */
type Constructor = (this: unknown, first: unknown, second?: unknown) => void;

/** A constructor that runs Node's `base` on an instance whose prototype is `prototype`. */
function withPrototype<T>(base: T, prototype: object): T {
  // A function, not a class: a class's `prototype` cannot be replaced. Two named parameters, not
  // a rest array: this runs twice per request.
  function Message(this: unknown, first: unknown, second?: unknown) {
    (base as unknown as Constructor).call(this, first, second);
  }
  Message.prototype = prototype;
  return Message as unknown as T;
}

/** The `IncomingMessage` and `ServerResponse` options of `http.createServer` for `app`. */
export function expressMessageClasses(app: Express) {
  return {
    IncomingMessage: withPrototype(IncomingMessage, app.request),
    ServerResponse: withPrototype(ServerResponse, app.response),
  };
}
