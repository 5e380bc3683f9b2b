import { NetworkError } from '../api/index.ts';
import { message, type Message } from './messages.ts';

/**
 * What a player reads when a call to the server fails (issue 31: no "Failed to fetch", no raw
 * server text): what happened, in their language, and what to do. Operators find the detail in
 * the server's log, not on the player's screen.
 */
type FailureKind = 'offline' | 'server';

/** A request that never reached the server (no connection) or one the server answered badly. */
function failureKind(error: unknown): FailureKind {
  // fetch rejects with a TypeError ("Failed to fetch") when it cannot reach the server at all.
  return error instanceof NetworkError || error instanceof TypeError ? 'offline' : 'server';
}

/** `what` names the action in the message's key: save, upload or action (any other). */
export function failureMessage(error: unknown, what: 'save' | 'upload' | 'action'): Message {
  return message(`failure.${what}.${failureKind(error)}`);
}
