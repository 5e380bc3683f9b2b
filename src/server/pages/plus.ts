/**
 * /plus/: the three tiers and what each unlocks (document 1 §6 and document 2 §6), with a checkout
 * link per tier when Stripe sells Plus, or the note that the site's administrator grants it.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { membershipOf } from '../auth/membership.ts';
import { SESSION_COOKIE, userForSession } from '../auth/sessions.ts';
import { escapeHtml, page, pageTheme } from './html.ts';
import { checkoutReference } from '../plus/checkoutReference.ts';

export const TIER_NAMES = ['Basic', 'Premium', 'Ultimate'] as const;

const EVERY_TIER = [
  'Premium templates, logos, graphics, patterns and fonts',
  'Custom pattern layers',
  'Custom logo positioning',
  'Per-layer 3D detail',
  '4096 × 4096 textures',
  'Inspirations',
  'No ads',
];
const TIER_EXTRAS: readonly (readonly string[])[] = [
  ['50 custom images'],
  ['750 custom images', 'Material effects', 'Early access to new content'],
  ['1000 custom images', 'Material effects', 'Early access to new content'],
];

export function registerPlusPage(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/plus', (_request, reply) => reply.redirect('/plus/', 301));
  app.get('/plus/', async (request, reply) => {
    const user = await userForSession(ctx.db, request.cookies[SESSION_COOKIE]);
    const membership = user ? membershipOf(user) : { premium: false, tier: 0 };
    const stripe = ctx.config.stripe ?? null;
    const quota = ctx.config.kitQuota;
    const kits = [quota.basic, quota.premium, quota.ultimate];
    const tiers = TIER_NAMES.map((name, tier) => {
      const current = membership.premium && membership.tier === tier;
      let action = '';
      const link = stripe?.checkout[tier] ?? '';
      if (current) action = '<p><strong>Your plan</strong></p>';
      // A member changes plan in Stripe's portal: a second checkout would start a second
      // subscription beside the live one.
      else if (link && !membership.premium && stripe) {
        const url = new URL(link);
        if (user) {
          // Signed: the buyer can edit the link, and an id alone would name anyone.
          url.searchParams.set('client_reference_id', checkoutReference(stripe, user.id));
          url.searchParams.set('prefilled_email', user.email);
        }
        const label = tier === 2 ? 'Get Plus Ultimate' : 'Get Plus';
        action = `<p><a class="button" href="${escapeHtml(url.toString())}">${label} ${name}</a></p>`;
      }
      const features = [...EVERY_TIER, ...TIER_EXTRAS[tier]!, `${kits[tier]} saved kits`]
        .map((feature) => `<li>${escapeHtml(feature)}</li>`)
        .join('');
      return `<section class="tier${current ? ' current' : ''}" aria-label="${name}">
<h2>Plus ${name}</h2><p class="muted">Tier ${tier}</p><ul>${features}</ul>${action}</section>`;
    }).join('\n');
    const status = user
      ? membership.premium
        ? `<p>You are a Plus ${TIER_NAMES[membership.tier] ?? ''} member.${
            stripe?.portal ? ` <a href="${escapeHtml(stripe.portal)}">Manage your membership</a>` : ''
          }</p>`
        : '<p>You do not have Plus yet.</p>'
      : '<p><a href="/login/">Log in</a> to get Plus for your account.</p>';
    const seller = stripe
      ? '<p class="muted">Payments are handled by Stripe. You can cancel at any time; Plus stays active until the end of the paid period.</p>'
      : '<p class="note">Membership is granted by the site’s administrator.</p>';
    reply.type('text/html; charset=utf-8');
    return page(
      'Kitsmith Plus',
      `<h1>Kitsmith Plus</h1>
${status}
${seller}
<div class="tiers">
${tiers}
</div>
<p class="muted">Free accounts: ${quota.free} saved kits, no custom images, textures up to 2048 × 2048.</p>`,
      { theme: pageTheme(request.cookies) },
    );
  });
}
