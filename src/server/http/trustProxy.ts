/**
 * Which X-Forwarded-* hops to believe (TRUST_PROXY). Every proxy appends the address it got the
 * request from, so only the last entries are the proxies' own words; whatever comes before is the
 * client's to write. Trusting every hop (the attack run's finding) let a client behind a normal
 * proxy choose its own address and so escape every per-address limit.
 */
/** None, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: a number of proxy hops in front of the server (`1`: one load balancer), or the
 * proxies' own addresses and CIDR ranges, comma separated (`10.0.0.0/8,127.0.0.1`; also
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Unset: no header is believed.
 */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|yes|on|all|\*)$/i.test(value))
    throw new Error('TRUST_PROXY must be a number of proxy hops or the proxies’ addresses, never all');
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The Fastify `trustProxy` option. A hop count becomes a function of the hop's index (0 is the
 * socket's peer, the nearest proxy): Fastify's own numeric option trusts nothing at all.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
