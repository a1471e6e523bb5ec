/** An error's message for a log line: never the error object, whose cause may carry a payment's tokens. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
