/**
 * Runs in the page: finds elements by role and accessible name the way `::-p-aria` does, without
 * asking Chromium for its accessibility tree. Bundled by `role-query.ts`; see there for why.
 *
 * The selector keeps puppeteer's ARIA syntax, `[name="…"][role="…"]` (text outside the brackets
 * is the name), so a test reads the same with either handler.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

interface RoleSelector {
  role?: string;
  name?: string;
}

const ATTRIBUTE = /\[\s*(\w+)\s*=\s*("|')(.*?)\2\s*\]/g;

/** Chromium's names for roles where they differ from ARIA's (tests were written against it). */
const CHROMIUM_ROLES: Record<string, string> = { image: 'img' };

function parse(selector: string): RoleSelector {
  const parsed: RoleSelector = {};
  const rest = selector.replace(ATTRIBUTE, (_match, attribute: string, _quote, value: string) => {
    if (attribute !== 'name' && attribute !== 'role')
      throw new Error(`Unknown aria attribute "${attribute}" in selector`);
    parsed[attribute] = value;
    return '';
  });
  if (rest && parsed.name === undefined) parsed.name = rest;
  if (parsed.role) parsed.role = CHROMIUM_ROLES[parsed.role] ?? parsed.role;
  return parsed;
}

/**
 * An open modal hides the rest of the page from assistive technology (a native modal dialog makes
 * it inert; Radix dialogs mark it aria-hidden, which `isInaccessible` already reads).
 */
function hiddenByModal(element: Element): boolean {
  if (element.closest('[inert]')) return true;
  const modal = element.ownerDocument.querySelector('dialog:modal');
  return modal !== null && !modal.contains(element);
}

/** ARIA gives a password field no role; Chromium (and screen readers) call it a textbox. */
function roleOf(element: Element): string | null {
  const role = getRole(element);
  if (role === null && element instanceof HTMLInputElement && element.type === 'password') return 'textbox';
  return role;
}

/**
 * Chromium's names follow CSS `text-transform: uppercase` (the brand reads "KITSMITH");
 * dom-accessibility-api reads the text as written. Uppercase is the only transform the app uses.
 */
function named(element: Element, name: string): boolean {
  const computed = computeAccessibleName(element);
  if (computed === name) return true;
  if (name !== name.toUpperCase() || computed.toUpperCase() !== name) return false;
  const view = element.ownerDocument.defaultView!;
  return [element, ...element.querySelectorAll('*')].some(
    (part) => view.getComputedStyle(part).textTransform === 'uppercase',
  );
}

function matches(element: Element, query: RoleSelector): boolean {
  if (query.role !== undefined && roleOf(element) !== query.role) return false;
  if (query.name !== undefined && !named(element, query.name)) return false;
  return !isInaccessible(element) && !hiddenByModal(element);
}

const watched = new WeakSet<Document>();

/**
 * Puppeteer wakes a custom handler's wait on DOM mutations of the child-list and attribute kinds
 * only, but a name can change with a text node's data alone: React relabels a button in place
 * ("Processing…" to "Download image"), and CI's wait for the second never woke. Each text change
 * is passed on as an attribute change of the document element, which wakes the wait.
 */
function wakeWaitsOnTextChange(document: Document): void {
  if (watched.has(document)) return;
  watched.add(document);
  let changes = 0;
  new MutationObserver(() => {
    document.documentElement.setAttribute('data-role-query-text', String(++changes));
  }).observe(document, { characterData: true, subtree: true });
}

export function* queryAll(root: Node, selector: string): Generator<Element> {
  wakeWaitsOnTextChange(root.ownerDocument ?? (root as Document));
  const query = parse(selector);
  if (root instanceof Element && matches(root, query)) yield root;
  const scope = root as ParentNode;
  for (const element of scope.querySelectorAll('*')) if (matches(element, query)) yield element;
}
