/**
 * Who is buying, as the checkout carries it. The checkout links are Stripe payment links, and the
 * buyer can edit a link's `client_reference_id` (the attack run: a buyer named a victim's id,
 * took over the victim's subscription row and, by cancelling, ended the victim's Plus). So the
 * reference is the user's id with an HMAC the server alone can make: a reference that does not
 * verify names nobody.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StripeConfig } from '../config.ts';

/** A key of its own, derived from the secret API key every instance already shares. */
const keyOf = (stripe: StripeConfig): Buffer =>
  createHmac('sha256', stripe.secretKey).update('kitsmith checkout reference').digest();

const macOf = (stripe: StripeConfig, userId: number): string =>
  createHmac('sha256', keyOf(stripe)).update(`user:${userId}`).digest('base64url').slice(0, 32);

/** `u{id}_{mac}`: letters, digits, `-` and `_`, as Stripe allows in client_reference_id. */
export function checkoutReference(stripe: StripeConfig, userId: number): string {
  return `u${userId}_${macOf(stripe, userId)}`;
}

/** The user a reference names, or null when it was not made by this server. */
export function userOfReference(stripe: StripeConfig, reference: unknown): number | null {
  if (typeof reference !== 'string') return null;
  const match = /^u(\d{1,15})_([A-Za-z0-9_-]{32})$/.exec(reference);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(macOf(stripe, userId));
  const given = Buffer.from(match[2]!);
  return Number.isSafeInteger(userId) && userId > 0 && timingSafeEqual(expected, given) ? userId : null;
}
