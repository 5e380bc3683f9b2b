/**
 * Stripe sells Plus. Its webhook tells us about subscriptions; the signature is checked with the
 * official package against STRIPE_WEBHOOK_SECRET over the raw body, and only then is the event
 * applied (plus/subscriptions.ts):
 * - checkout.session.completed links the subscription to the buyer its signed reference names
 *   (plus/checkoutReference.ts; an unsigned id names nobody) or its metadata's user_id;
 * - customer.subscription.created / updated / deleted record the subscription's state (tier of
 *   the price, active_until when auto-renewal is off, the next renewal), newest event first.
 * A signed event that is not what it says (an empty `data.object`) is acknowledged and ignored:
 * any other answer makes Stripe send it again for days.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { userOfReference } from './checkoutReference.ts';
import { applySubscriptionState, EVENT_RANK, linkCheckout, type SubscriptionState } from './subscriptions.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value !== '') return value;
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
};

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return typeof value === 'string' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function tierOfPrice(stripe: StripeConfig, priceId: string | null): number | null {
  if (!priceId) return null;
  const tier = stripe.prices.indexOf(priceId);
  return tier >= 0 ? tier : null;
}

/** The subscription's state as this event tells it, or null when the object is not one. */
function stateOf(
  stripe: StripeConfig,
  event: Stripe.Event,
  rank: number,
): { state: SubscriptionState; userId: number | null } | null {
  const subscription = event.data?.object as Partial<Stripe.Subscription> | undefined;
  const id = idOf(subscription?.id);
  if (!subscription || !id || typeof subscription.status !== 'string') return null;
  const item = subscription.items?.data?.[0];
  // The period moved from the subscription to its items in newer API versions; read either.
  const legacy = subscription as unknown as { current_period_end?: number };
  const itemEnd = (item as unknown as { current_period_end?: number } | undefined)?.current_period_end;
  const periodEnd = itemEnd ?? legacy.current_period_end ?? null;
  const cancelAt = subscription.cancel_at ?? null;
  // Auto-renewal off: the membership ends at cancel_at (or the period's end); on: it renews then.
  const endsAt = cancelAt ?? (subscription.cancel_at_period_end === true ? periodEnd : null);
  const deleted = event.type === 'customer.subscription.deleted';
  return {
    state: {
      id,
      customer: idOf(subscription.customer),
      status: deleted ? 'canceled' : subscription.status,
      tier: tierOfPrice(stripe, item?.price?.id ?? null),
      activeUntil: isoFromUnix(endsAt),
      renewsAt: endsAt === null ? isoFromUnix(periodEnd) : null,
      eventAt: typeof event.created === 'number' ? event.created : 0,
      eventRank: rank,
    },
    userId: positiveId(subscription.metadata?.user_id),
  };
}

export function registerStripeWebhook(app: FastifyInstance, ctx: ServerContext): void {
  const config = ctx.config.stripe;
  if (!config) return;
  const stripe = new Stripe(config.secretKey);
  const { db } = ctx;
  const postgres = ctx.dialect === 'postgres';
  const log = (message: string) => app.log.warn(`stripe: ${message}`);

  const apply = async (event: Stripe.Event): Promise<void> => {
    if (event.type === 'checkout.session.completed') {
      const session = event.data?.object as Partial<Stripe.Checkout.Session> | undefined;
      const subscriptionId = idOf(session?.subscription);
      const userId =
        positiveId(session?.metadata?.user_id) ?? userOfReference(config, session?.client_reference_id);
      if (!subscriptionId) return;
      if (userId === null) {
        log(`checkout ${idOf(session?.id) ?? '?'} names no user this server signed: not linked`);
        return;
      }
      await linkCheckout(db, postgres, { subscriptionId, userId, customer: idOf(session?.customer) }, log);
      return;
    }
    if (!(event.type in EVENT_RANK)) return;
    const facts = stateOf(config, event, EVENT_RANK[event.type as keyof typeof EVENT_RANK]);
    if (!facts) {
      log(`${event.type} ${event.id} carries no subscription: ignored`);
      return;
    }
    await applySubscriptionState(db, postgres, facts.state, facts.userId, log);
  };

  // Signatures cover the exact bytes Stripe sent, so this route reads its body unparsed.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        return fail(reply, 400, MESSAGES.webhookSignature);
      }
      await apply(event);
      return { received: true };
    });
  });
}
