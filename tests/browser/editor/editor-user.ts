/**
 * A user at the editor, in the words of the interface: controls are found by role and accessible
 * name (ARIA queries), the way a screen reader user would find them.
 */
import type { ElementHandle, Page } from 'puppeteer-core';

export class EditorUser {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
    await this.waitIdle();
  }

  /**
   * Registers an account through the server's route from the open page; its session cookie signs
   * the page in (open the editor again to see the user).
   */
  async register(username: string, email: string, password = 'long-enough-pw'): Promise<void> {
    const success = await this.page.evaluate(
      async (username, email, password) => {
        const body = new URLSearchParams({ username, email, password });
        const reply = await fetch('/api/auth/register', { method: 'POST', body });
        return ((await reply.json()) as { success: boolean }).success;
      },
      username,
      email,
      password,
    );
    if (!success) throw new Error(`Could not register ${username}`);
  }

  /** Waits until the status overlay is gone and the compositor has drawn every change. */
  async waitIdle(): Promise<void> {
    await this.page.waitForFunction(() => !document.querySelector('.status-overlay'), { timeout: 60_000 });
    await this.waitComposited();
  }

  async waitComposited(): Promise<void> {
    // Right after a page's load event the editor may not have booted yet (bulk-generator.test
    // once read window.kitsmith as undefined there).
    await this.page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 60_000 });
    await this.page.evaluate(async () => {
      await window.kitsmith!.exportTexture('shirt', 'orm').catch(() => undefined);
    });
  }

  find(role: string, name: string): Promise<ElementHandle<Element> | null> {
    return this.page.$(`::-p-role([name="${name}"][role="${role}"])`);
  }

  async get(role: string, name: string): Promise<ElementHandle<Element>> {
    // Puppeteer's timeout names no selector and loses the test's stack (CI's panels.test failure
    // said only "Timed out after waiting 30000ms"): say what was looked for, and what hid it.
    const handle = await this.page
      .waitForSelector(`::-p-role([name="${name}"][role="${role}"])`, { timeout: 30_000 })
      .catch(async (error: unknown) => {
        const dialog = await this.page
          .$eval('[role="dialog"], [role="alertdialog"]', (el) => el.textContent?.slice(0, 200))
          .catch(() => null);
        // A toast says why an action gave up (CI's Save preview failure showed none of this).
        const toasts = await this.page
          .$$eval('.toast', (els) => els.map((el) => el.textContent?.slice(0, 200)).join(' | '))
          .catch(() => '');
        throw new Error(
          `No ${role} named "${name}" on ${this.page.url()}${dialog ? ` (a dialog is open: "${dialog}")` : ''}${toasts ? ` (toasts: "${toasts}")` : ''}: ${String(error)}`,
        );
      });
    if (!handle) throw new Error(`No ${role} named "${name}"`);
    return handle;
  }

  /** Replaces a field's text (a triple click selects what is there), as a user retyping it. */
  async typeInto(role: string, name: string, text: string): Promise<void> {
    const field = await this.get(role, name);
    await field.click({ count: 3 });
    await field.type(text);
  }

  /** Escape, as a user closes the open dialog, and waits until no dialog is left. */
  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  }

  async clickButton(name: string): Promise<void> {
    await (await this.get('button', name)).click();
  }

  /**
   * Presses a button from the keyboard (focus, Enter), as a keyboard user would. A pointer click
   * takes the button's place on screen when it is found, and on a busy machine the editor's
   * panels can still move under it (CI clicked Delete preset and no question ever came); focus
   * does not move with the layout.
   */
  async activate(name: string): Promise<void> {
    const button = await this.get('button', name);
    await button.focus();
    if (!(await this.page.evaluate((element) => document.activeElement === element, button)))
      throw new Error(`The button "${name}" did not take the focus`);
    await this.page.keyboard.press('Enter');
  }

  /**
   * A kit's first save: Save, then the name dialog's Save (it offers the kit's name or its
   * template's); `name` retypes the name first.
   */
  async saveNewKit(name?: string): Promise<void> {
    await this.clickButton('Save');
    const dialog = await this.get('dialog', 'Name your kit');
    if (name !== undefined) await this.typeInto('textbox', 'Kit name', name);
    await (await dialog.waitForSelector('::-p-role([name="Save"][role="button"])'))!.click();
    await this.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  }

  async clickTab(name: string): Promise<void> {
    await (await this.get('tab', name)).click();
  }

  async addLayer(kind: string): Promise<void> {
    await this.clickButton('Add layer');
    await (await this.get('menuitem', kind)).click();
  }

  async isDisabled(role: string, name: string): Promise<boolean> {
    const handle = await this.get(role, name);
    return handle.evaluate((el) => (el as HTMLButtonElement).disabled);
  }

  async openColorPicker(): Promise<void> {
    const swatch = await this.page.waitForSelector('.layer-colors .swatch');
    await swatch!.click();
    await this.page.waitForSelector('.color-picker');
  }

  /** Drags from one element's centre to another's with the mouse (pointer events). */
  async drag(from: ElementHandle<Element>, to: ElementHandle<Element>): Promise<void> {
    // As a user would: scroll the target into the panel first (a pointer cannot drop on a row
    // scrolled out of sight), then take both positions.
    await to.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await from.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('drag: element not visible');
    await this.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await this.page.mouse.up();
  }

  /** The names of an area's layers as the list shows them, top first. */
  layerNames(area: string): Promise<string[]> {
    return this.page.$$eval(`ol[aria-label="${area} layers"] > li`, (rows) =>
      rows.map((row) => row.getAttribute('aria-label') ?? ''),
    );
  }
}

/**
 * The share (0..1) of an area's opaque texels within `tolerance` of `hex`, read from
 * window.kitsmith.exportTexture: what the kit's texture holds, not what the UI claims.
 */
export function colorShare(page: Page, area: string, hex: string, tolerance = 24): Promise<number> {
  return page.evaluate(
    async (area, hex, tolerance) => {
      const blob = await window.kitsmith!.exportTexture(area as 'shirt', 'albedo');
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let opaque = 0;
      let near = 0;
      for (let i = 0; i < data.length; i += 16) {
        if (data[i + 3]! < 250) continue;
        opaque++;
        if (want.every((v, c) => Math.abs(data[i + c]! - v) <= tolerance)) near++;
      }
      return opaque === 0 ? 0 : near / opaque;
    },
    area,
    hex,
    tolerance,
  );
}

/**
 * colorShare once the texture has settled: assets (logo images, fonts, collars) arrive
 * asynchronously and the compositor redraws when they do, so two equal readings in a row count.
 */
export async function settledShare(page: Page, area: string, hex: string): Promise<number> {
  let last = await colorShare(page, area, hex);
  for (let attempt = 0; attempt < 8; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await colorShare(page, area, hex);
    if (next === last) return next;
    last = next;
  }
  return last;
}
