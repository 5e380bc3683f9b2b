/**
 * The generator's catalogue and team data read from public/data/catalogue in Node (the CLI, the
 * bench and the unit tests); the app fetches the same files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { catalogueItemSchema, teamSchema, templateItemSchema } from '../../src/kit/index.ts';
import type { GeneratorCatalogue, Team } from '../../src/kit/random/index.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIR = path.join(ROOT, 'public/data/catalogue');

function read<T extends z.ZodType>(name: string, schema: T): z.infer<T>[] {
  const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')));
  if (!parsed.success) throw new Error(`${name}.json: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

export function readGeneratorCatalogue(): GeneratorCatalogue {
  return {
    templates: read('templates', templateItemSchema),
    logos: read('logos', catalogueItemSchema),
    patterns: read('patterns', catalogueItemSchema),
    graphics: read('graphics', catalogueItemSchema),
  };
}

export function readTeams(): Team[] {
  return read('teams', teamSchema);
}
