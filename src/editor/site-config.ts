/**
 * The operator's site configuration (`/data/site.json`, from public/data/site.json): the origins
 * that may embed the editor as a component, social and contact links for About, the house
 * promotion shown to free users, partner sites. A missing or broken file leaves the defaults.
 */
export interface SiteLink {
  name: string;
  url: string;
}

export interface SiteConfig {
  /** Origins (scheme://host[:port]) allowed to host the editor in component mode; the editor's own is always allowed. */
  componentOrigins: string[];
  social: SiteLink[];
  contact: string | null;
  promotion: { enabled: boolean; href: string };
  partners: SiteLink[];
  /** Translation credits for About: language name, translator, optional page. */
  translators: { language: string; name: string; url: string | null }[];
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  componentOrigins: [],
  social: [],
  contact: null,
  promotion: { enabled: true, href: '/plus/' },
  partners: [],
  translators: [],
};

const isLink = (value: unknown): value is SiteLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SiteLink).name === 'string' &&
  typeof (value as SiteLink).url === 'string' &&
  /^(https?:|mailto:|\/)/.test((value as SiteLink).url);

/** Keeps only well-formed entries of a parsed file. */
export function readSiteConfig(raw: unknown): SiteConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SITE_CONFIG;
  const value = raw as Record<string, unknown>;
  const list = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]) : []);
  const promotion = value.promotion as { enabled?: unknown; href?: unknown } | undefined;
  return {
    componentOrigins: list('componentOrigins').filter(
      (o): o is string => typeof o === 'string' && /^https?:\/\/[^/]+$/.test(o),
    ),
    social: list('social').filter(isLink),
    contact:
      typeof value.contact === 'string' && /^(https?:|mailto:)/.test(value.contact) ? value.contact : null,
    promotion: {
      enabled: promotion?.enabled !== false,
      href:
        typeof promotion?.href === 'string' && /^(https?:|\/)/.test(promotion.href)
          ? promotion.href
          : DEFAULT_SITE_CONFIG.promotion.href,
    },
    partners: list('partners').filter(isLink),
    translators: list('translators').flatMap((entry) => {
      const credit = entry as { language?: unknown; name?: unknown; url?: unknown } | null;
      if (!credit || typeof credit.language !== 'string' || typeof credit.name !== 'string') return [];
      const url = typeof credit.url === 'string' && /^https?:/.test(credit.url) ? credit.url : null;
      return [{ language: credit.language, name: credit.name, url }];
    }),
  };
}

let pending: Promise<SiteConfig> | null = null;

export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= fetch('/data/site.json')
    .then((response) => (response.ok ? response.json() : null))
    .then(readSiteConfig)
    .catch(() => DEFAULT_SITE_CONFIG);
  return pending;
}
