/**
 * Stripe event sequences the attack run found misapplied, signed with the test secret as in
 * plus.test.ts and posted to the real route:
 * - a buyer who edits the checkout link's client_reference_id to a victim's id takes nothing;
 * - subscription.created before checkout.session.completed still gives the buyer Plus;
 * - a replayed or older event never brings back an older state;
 * - a second subscription never replaces a live one;
 * - a subscription event for another customer than its checkout's is not applied;
 * - a signed event with an empty data.object is acknowledged (Stripe retries anything else).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../src/server/config.ts';
import { backends, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const STRIPE: StripeConfig = {
  secretKey: 'sk_test_kitsmith',
  webhookSecret: 'whsec_kitsmith_test_secret',
  checkout: ['https://buy.stripe.com/test_basic', 'https://buy.stripe.com/test_premium', ''],
  prices: ['price_basic', 'price_premium', 'price_ultimate'],
  portal: 'https://billing.stripe.com/p/login/test',
};
const stripe = new Stripe(STRIPE.secretKey);
const periodEnd = Math.floor(Date.UTC(2027, 0, 31) / 1000);
// Event times: Stripe's `created`, in seconds.
const T = Math.floor(Date.UTC(2026, 10, 10) / 1000);

type Me = { premium: boolean; tier: number; subscription_id: string | null; active_until: string | null };

let eventCounter = 0;
function event(type: string, created: number, object: Record<string, unknown>) {
  eventCounter += 1;
  return { id: `evt_${eventCounter}`, object: 'event', type, created, data: { object } };
}

function subscription(
  type: string,
  created: number,
  id: string,
  fields: { price?: string; status?: string; customer?: string; cancel_at_period_end?: boolean } = {},
) {
  return event(type, created, {
    id,
    object: 'subscription',
    customer: fields.customer ?? `cus_${id}`,
    status: fields.status ?? 'active',
    cancel_at: null,
    cancel_at_period_end: fields.cancel_at_period_end ?? false,
    metadata: {},
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: fields.price ?? 'price_premium' }, current_period_end: periodEnd }],
    },
  });
}

function checkout(created: number, subscriptionId: string, reference: string | undefined, customer?: string) {
  return event('checkout.session.completed', created, {
    id: `cs_${subscriptionId}`,
    object: 'checkout.session',
    client_reference_id: reference ?? null,
    customer: customer ?? `cus_${subscriptionId}`,
    subscription: subscriptionId,
  });
}

describe.each(backends())('Stripe event sequences on $name', (backend) => {
  let test: TestServer;
  const post = async (body: unknown) => {
    const payload = JSON.stringify(body);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret });
    const response = await fetch(`${test.url}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    return response.status;
  };
  const me = async (user: TestUser) => (await user.client.get<Me>('/api/me')).body;
  /** The signed reference /plus/ puts in this user's checkout links. */
  const referenceOf = async (user: TestUser) => {
    const page = await user.client.get('/plus/');
    const reference = /client_reference_id=([A-Za-z0-9_-]+)/.exec(page.text)?.[1];
    expect(reference).toBeDefined();
    return reference!;
  };

  beforeAll(async () => {
    test = await startServer(backend, { stripe: STRIPE });
  });
  afterAll(async () => test.close());

  it('a checkout naming a victim by a bare id takes nothing from the victim', async () => {
    const victim = await newUser(test, 'victim');
    const buyer = await newUser(test, 'buyer');
    expect(await post(checkout(T, 'sub_victim', await referenceOf(victim)))).toBe(200);
    expect(await post(subscription('customer.subscription.created', T + 1, 'sub_victim'))).toBe(200);
    expect(await me(victim)).toMatchObject({ premium: true, subscription_id: 'sub_victim' });

    // The buyer edits the link: a bare id, and another user's signature under the buyer's id.
    const forged = [String(victim.id), (await referenceOf(buyer)).replace(`u${buyer.id}_`, `u${victim.id}_`)];
    for (const [i, reference] of forged.entries()) {
      const sub = `sub_thief_${i}`;
      expect(await post(checkout(T + 2, sub, reference))).toBe(200);
      expect(await post(subscription('customer.subscription.created', T + 3, sub))).toBe(200);
      expect(
        await post(subscription('customer.subscription.deleted', T + 4, sub, { status: 'canceled' })),
      ).toBe(200);
    }
    expect(await me(victim)).toMatchObject({ premium: true, tier: 1, subscription_id: 'sub_victim' });
  });

  it('gives Plus when the subscription arrives before its checkout', async () => {
    const user = await newUser(test, 'early');
    expect(
      await post(subscription('customer.subscription.created', T + 1, 'sub_early', { price: 'price_basic' })),
    ).toBe(200);
    expect((await me(user)).premium).toBe(false);
    expect(await post(checkout(T, 'sub_early', await referenceOf(user)))).toBe(200);
    expect(await me(user)).toMatchObject({ premium: true, tier: 0, subscription_id: 'sub_early' });
  });

  it('applies only the newest state: replays and late events change nothing', async () => {
    const user = await newUser(test, 'replayed');
    const created = subscription('customer.subscription.created', T, 'sub_replayed');
    expect(await post(checkout(T, 'sub_replayed', await referenceOf(user)))).toBe(200);
    expect(await post(created)).toBe(200);
    const cancelling = subscription('customer.subscription.updated', T + 20, 'sub_replayed', {
      cancel_at_period_end: true,
    });
    const older = subscription('customer.subscription.updated', T + 10, 'sub_replayed', {
      price: 'price_basic',
    });
    expect(await post(cancelling)).toBe(200);
    expect(await post(older)).toBe(200);
    expect(await me(user)).toMatchObject({
      premium: true,
      tier: 1,
      active_until: '2027-01-31T00:00:00.000Z',
    });

    const deleted = subscription('customer.subscription.deleted', T + 30, 'sub_replayed', {
      status: 'canceled',
    });
    expect(await post(deleted)).toBe(200);
    // Stripe retries: the creation and the update again, in the same second as the deletion too.
    expect(await post(created)).toBe(200);
    expect(await post(cancelling)).toBe(200);
    expect(await post(subscription('customer.subscription.updated', T + 30, 'sub_replayed'))).toBe(200);
    expect(await me(user)).toMatchObject({ premium: false, subscription_id: null });
  });

  it('never replaces a live subscription: ending the second leaves the first', async () => {
    const user = await newUser(test, 'twice');
    const reference = await referenceOf(user);
    expect(await post(checkout(T, 'sub_first', reference))).toBe(200);
    expect(
      await post(subscription('customer.subscription.created', T, 'sub_first', { price: 'price_premium' })),
    ).toBe(200);
    expect(await post(checkout(T + 5, 'sub_second', reference))).toBe(200);
    expect(
      await post(
        subscription('customer.subscription.created', T + 5, 'sub_second', { price: 'price_basic' }),
      ),
    ).toBe(200);
    // The higher tier shows while both are live.
    expect(await me(user)).toMatchObject({ premium: true, tier: 1, subscription_id: 'sub_first' });
    expect(
      await post(
        subscription('customer.subscription.deleted', T + 9, 'sub_second', {
          status: 'canceled',
          price: 'price_basic',
        }),
      ),
    ).toBe(200);
    expect(await me(user)).toMatchObject({ premium: true, tier: 1, subscription_id: 'sub_first' });
  });

  it('does not apply a subscription event for another customer than its checkout', async () => {
    const user = await newUser(test, 'customer');
    expect(await post(checkout(T, 'sub_cust', await referenceOf(user), 'cus_real'))).toBe(200);
    expect(
      await post(subscription('customer.subscription.created', T, 'sub_cust', { customer: 'cus_real' })),
    ).toBe(200);
    expect(
      await post(
        subscription('customer.subscription.deleted', T + 1, 'sub_cust', {
          customer: 'cus_other',
          status: 'canceled',
        }),
      ),
    ).toBe(200);
    expect(await me(user)).toMatchObject({ premium: true, subscription_id: 'sub_cust' });
  });

  it('acknowledges a signed event with an empty data.object', async () => {
    for (const type of [
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.deleted',
    ])
      expect(await post(event(type, T, {}))).toBe(200);
    expect(
      await post({
        id: 'evt_bare',
        object: 'event',
        type: 'customer.subscription.updated',
        created: T,
        data: {},
      }),
    ).toBe(200);
  });
});
