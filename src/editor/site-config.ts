/**
 * The operator's site configuration (`/data/site.json`, from public/data/site.json): the origins
 * that may embed the editor as a component, social and contact links for About, the house
 * promotion shown to free users, partner sites and the blog, whether Inspiration is offered. A missing or broken file leaves the defaults.
 */
import type { Game } from '../kit/model/basics.ts';

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
  /** The blog (document 2 §2 "Blog and partner site links when configured"); null: no link. */
  blog: string | null;
  /** An external PES kit converter (document 2 §2 "Links out", pes only); null: no link. */
  pesConverter: string | null;
  /** An external monochrome-logo tool (document 2 §2 "Links out", every game); null: no link. */
  monochromeLogoTool: string | null;
  /** The toolbar's Inspiration (document 2 §2 "when inspirations are enabled"); on unless set false. */
  inspirationsEnabled: boolean;
  /**
   * Translation credits for About (document 2 §3: per language, a name and a url): the language's
   * code, who translated it, their page, and whether it is a machine (AI) translation not yet
   * reviewed by a native speaker (then About says so, and asks for corrections).
   */
  translators: TranslationCredit[];
  /** Where native speakers send corrections (mailto: or a page); null: the contact link. */
  translationCorrections: string | null;
}

export interface TranslationCredit {
  language: string;
  name: string;
  url: string | null;
  machineTranslated: boolean;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  componentOrigins: [],
  social: [],
  contact: null,
  promotion: { enabled: true, href: '/plus/' },
  partners: [],
  blog: null,
  pesConverter: null,
  monochromeLogoTool: null,
  inspirationsEnabled: true,
  translators: [],
  translationCorrections: null,
};

const isLink = (value: unknown): value is SiteLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SiteLink).name === 'string' &&
  typeof (value as SiteLink).url === 'string' &&
  /^(https?:|mailto:|\/)/.test((value as SiteLink).url);

const mailOrWeb = (value: unknown): string | null =>
  typeof value === 'string' && /^(https?:|mailto:)/.test(value) ? value : null;

const web = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:/.test(value) ? value : null;

export type ExternalTool = 'pesConverter' | 'monochromeLogoTool';

/**
 * The external tools a game's page links to (document 2 §2): the PES kit converter on pes only,
 * the monochrome-logo tool on every game; each only where its address is configured.
 */
export function externalTools(config: SiteConfig, game: Game): { tool: ExternalTool; url: string }[] {
  const tools: { tool: ExternalTool; url: string | null }[] = [
    { tool: 'pesConverter', url: game === 'pes' ? config.pesConverter : null },
    { tool: 'monochromeLogoTool', url: config.monochromeLogoTool },
  ];
  return tools.flatMap(({ tool, url }) => (url ? [{ tool, url }] : []));
}

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
    contact: mailOrWeb(value.contact),
    promotion: {
      enabled: promotion?.enabled !== false,
      href:
        typeof promotion?.href === 'string' && /^(https?:|\/)/.test(promotion.href)
          ? promotion.href
          : DEFAULT_SITE_CONFIG.promotion.href,
    },
    partners: list('partners').filter(isLink),
    blog: web(value.blog),
    pesConverter: web(value.pesConverter),
    monochromeLogoTool: web(value.monochromeLogoTool),
    inspirationsEnabled: value.inspirationsEnabled !== false,
    translators: list('translators').flatMap((entry) => {
      const credit = entry as Partial<Record<keyof TranslationCredit, unknown>> | null;
      if (!credit || typeof credit.language !== 'string' || typeof credit.name !== 'string') return [];
      const url = typeof credit.url === 'string' && /^https?:/.test(credit.url) ? credit.url : null;
      return [
        {
          language: credit.language,
          name: credit.name,
          url,
          machineTranslated: credit.machineTranslated === true,
        },
      ];
    }),
    translationCorrections: mailOrWeb(value.translationCorrections),
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
