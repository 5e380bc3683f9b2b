/**
 * `npx tsx scripts/catalogue/teams-build.ts`: rewrites public/data/catalogue/teams.json alone from
 * the catalogue's logos (no images redrawn), for a change of the team data. build.ts writes the
 * same file through allTeams() on a full catalogue build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { z } from 'zod';
import { normaliseName, teamSchema } from '../../src/kit/index.ts';
import type { Team } from '../../src/kit/random/index.ts';
import { joinFmIds } from '../../src/kit/random/index.ts';
import { ROOT } from '../generate/catalogue.ts';
import { realTeams } from './real-teams.ts';
import { makeTeams } from './teams.ts';

interface TemplateEntry {
  brand_cat: string;
  premium: boolean;
  games: string[];
}

interface LogoEntry {
  name: string;
  type: string;
  monochrome: boolean;
  premium: boolean;
}

/** The fictional clubs, then the real-world sides with FM ids from the server's FM team list. */
export function allTeams(logos: readonly LogoEntry[], templates: readonly TemplateEntry[]): Team[] {
  // Makers with football templates, so a side's brand also picks its templates.
  const makers = new Set(
    templates.filter((t) => !t.premium && t.games.includes('eafc')).map((t) => t.brand_cat),
  );
  const names = (keep: (l: LogoEntry) => boolean) => logos.filter(keep).map((l) => l.name);
  const fictional = makeTeams({
    clubs: names((l) => l.type === 'club' && !l.monochrome),
    retro: names((l) => l.type === 'retro'),
    mono: names((l) => l.type === 'club' && l.monochrome),
    sponsors: names((l) => l.type === 'sponsor'),
    brands: names((l) => l.type === 'brand'),
  });
  // Free assets only: a side's crest and sponsor then show for every user.
  const real = realTeams({
    crests: names((l) => l.type === 'icon' && !l.premium),
    retro: names((l) => l.type === 'retro' && !l.premium),
    brands: names((l) => l.type === 'brand' && !l.premium && makers.has(normaliseName(l.name))),
    sponsors: names((l) => l.type === 'sponsor' && !l.premium),
  });
  const fmFile = path.join(ROOT, 'src/server/feeds/sample/fm_teams.json');
  const fmTeams = JSON.parse(readFileSync(fmFile, 'utf8')) as { name: string; fm_id: number }[];
  const teams = [...fictional, ...joinFmIds(real, fmTeams)];
  const parsed = z.array(teamSchema).safeParse(teams);
  if (!parsed.success)
    throw new Error(`teams: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  return teams;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dir = path.join(ROOT, 'public/data/catalogue');
  const logos = JSON.parse(readFileSync(path.join(dir, 'logos.json'), 'utf8')) as LogoEntry[];
  const templates = JSON.parse(readFileSync(path.join(dir, 'templates.json'), 'utf8')) as TemplateEntry[];
  const teams = allTeams(logos, templates);
  writeFileSync(path.join(dir, 'teams.json'), await format(JSON.stringify(teams), { parser: 'json' }));
  console.log(`teams: ${teams.length} (${teams.filter((t) => t.fm_id !== null).length} with an FM id)`);
}
