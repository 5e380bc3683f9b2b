import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SCHEMAS, templateItemSchema } from '../../../src/kit/index.ts';

/** Every file the catalogue build writes must match the shared types, field for field. */
const DIR = path.resolve(import.meta.dirname, '../../../public/data/catalogue');
const FILES = readdirSync(DIR).filter((file) => file.endsWith('.json'));

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(DIR, file), 'utf8'));

describe('the catalogue files agree with the shared catalogue types', () => {
  it('has a schema for every catalogue file, and a file for every schema', () => {
    expect(FILES.map((file) => file.replace(/\.json$/, '')).sort()).toEqual(
      Object.keys(CATALOGUE_SCHEMAS).sort(),
    );
  });

  it.each(FILES)('%s parses through its schema', (file) => {
    const schema = CATALOGUE_SCHEMAS[file.replace(/\.json$/, '') as keyof typeof CATALOGUE_SCHEMAS];
    const items = read(file);
    expect(Array.isArray(items)).toBe(true);
    const list = items as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const problems = list.flatMap((item, index) => {
      const result = schema.safeParse(item);
      return result.success
        ? []
        : result.error.issues.map((issue) => `${file}[${index}].${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('numbers items by their index and keeps keys unique per file', () => {
    for (const file of FILES) {
      const list = read(file) as { id?: string; id_num?: number }[];
      if (list[0]?.id_num === undefined) continue;
      expect(list.map((item) => item.id_num)).toEqual(list.map((_, index) => index));
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });

  it('gives each template one collar_uv mask and one shape per collar variant', () => {
    for (const template of templateItemSchema.array().parse(read('templates.json'))) {
      expect(template.collar_uv).toHaveLength(template.collar);
      expect(template.collar_shapes).toHaveLength(template.collar);
    }
  });

  it('rejects the drifts the files used to have', () => {
    const good = (read('patterns.json') as Record<string, unknown>[])[0]!;
    const schema = CATALOGUE_SCHEMAS.patterns;
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, colors: 3 }).success).toBe(false);
    expect(schema.safeParse({ ...good, id: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...good, popular: true }).success).toBe(false);
    expect(schema.safeParse({ ...good, unknown_field: 1 }).success).toBe(false);
    const template = (read('templates.json') as Record<string, unknown>[])[0]!;
    expect(templateItemSchema.safeParse({ ...template, collars: template.collar }).success).toBe(false);
  });
});
