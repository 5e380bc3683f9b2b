/**
 * The templates sample the server ships (served when its public folder has no catalogue yet) is
 * written by `npm run catalogue` from the real catalogue: it must keep the current item shape and
 * the same records, so it can never drift into an old format again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { templateItemSchema } from '../../../kit/schema/catalogue.ts';

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const sample = read(path.join(import.meta.dirname, 'templates.json'));
const real = z
  .array(templateItemSchema)
  .parse(read(path.join(import.meta.dirname, '../../../../public/data/catalogue/templates.json')));

describe('server templates sample', () => {
  it('matches the template schema', () => {
    expect(() => z.array(templateItemSchema).min(1).parse(sample)).not.toThrow();
  });

  it('holds records of the real catalogue, a football and a basketball one', () => {
    const items = z.array(templateItemSchema).parse(sample);
    for (const item of items) expect(item).toEqual(real.find((t) => t.id === item.id));
    expect(items.map((t) => t.games.includes('basketball'))).toEqual([false, true]);
  });
});
