/**
 * Every exported function of src/kit/operations and src/kit/rules must be imported by some module
 * of the app (src/, tests excluded). A rule that is written and unit-tested but that nothing calls
 * is a feature the user does not have: this check lists them so that none appears unnoticed.
 *
 * "Imported" means named in an `import { … }` declaration of a non-test file under src/ (re-exports
 * through barrels do not count). Names are matched, not resolved, which is enough for a kit whose
 * exported functions have unique names.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/** Reviewed exceptions, one reason each. Keep this short: wiring the rule is the better fix. */
const ALLOWED: Record<string, string> = {
  templateLook:
    'the catalogue build draws each template tile from it (scripts/catalogue/previews.ts); the app ' +
    'dresses a new kit through dressFromTemplate, which calls it, so tile and kit share one look',
};

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULE_FOLDERS = ['src/kit/operations', 'src/kit/rules'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function parse(file: string): ts.SourceFile {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
}

function exportedFunctions(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    const exported = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (ts.isIdentifier(decl.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          names.push(decl.name.text);
      }
    }
  }
  return names;
}

function importedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
  }
  return names;
}

/** Exported rule and operation functions that no app module imports, as "file: name". */
function unusedKitExports(): string[] {
  const imported = new Set(sourceFiles('src').flatMap((file) => importedNames(parse(file))));
  return RULE_FOLDERS.flatMap(sourceFiles)
    .flatMap((file) => exportedFunctions(parse(file)).map((name) => ({ file, name })))
    .filter(({ name }) => !imported.has(name))
    .map(({ file, name }) => `${file.replaceAll(path.sep, '/')}: ${name}`);
}

describe('exported kit rules and operations', () => {
  let found: string[] = [];
  // Parsing every module of src/ takes a few seconds on a loaded machine: once per file.
  beforeAll(() => {
    found = unusedKitExports();
  }, 60_000);

  it('are all imported by the app (or allowed here with a reason)', () => {
    const unused = found.filter((entry) => !(entry.split(': ')[1]! in ALLOWED));
    expect(unused).toEqual([]);
  });

  it('allows only exceptions that are still unused', () => {
    const unused = new Set(found.map((entry) => entry.split(': ')[1]));
    expect(Object.keys(ALLOWED).filter((name) => !unused.has(name))).toEqual([]);
  });
});
