/**
 * `::-p-role([name="…"][role="…"])`: the suite's role-and-name query, answered inside the page.
 *
 * Puppeteer's own `::-p-aria` asks Chromium for its accessibility tree over CDP on every query,
 * and a `waitForSelector` with it polls that on every animation frame until the element comes:
 * each poll is a round trip through the test process and turns on the page's accessibility tree,
 * which Chromium then keeps up to date for the rest of the page's life. On this 2-core machine
 * that CPU is taken from the very page a test waits for. This handler computes roles and names
 * with dom-accessibility-api (Testing Library's implementation of the W3C algorithms) in the page,
 * and its waits are woken by DOM mutations (bench/README.md "issue 30, session 13").
 */
import { buildSync } from 'esbuild';
import { Puppeteer } from 'puppeteer-core';
import { fileURLToPath } from 'node:url';

export const ROLE_QUERY = 'role';

/** The in-page code as one function puppeteer can stringify and inject once per page world. */
function inPageQueryAll(): (node: Node, selector: string) => Iterable<Node> {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('./in-page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__kitsmithRoles',
    target: 'chrome120',
    minify: true,
  });
  const bundle = outputFiles[0]!.text;
  // The bundle runs once per world (the first query), not on every query.
  return new Function(
    'node',
    'selector',
    `if (!globalThis.__kitsmithRoles) { ${bundle}; globalThis.__kitsmithRoles = __kitsmithRoles; }\n` +
      'return globalThis.__kitsmithRoles.queryAll(node, selector);',
  ) as (node: Node, selector: string) => Iterable<Node>;
}

/** Registers `::-p-role` in this process's puppeteer (once: vitest may reuse a worker's modules). */
export function registerRoleQuery(): void {
  if (Puppeteer.customQueryHandlerNames().includes(ROLE_QUERY)) return;
  Puppeteer.registerCustomQueryHandler(ROLE_QUERY, { queryAll: inPageQueryAll() });
}
