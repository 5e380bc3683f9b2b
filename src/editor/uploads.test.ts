import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createEditorContext } from './context.ts';
import { scriptedApi, type ScriptedReply } from './scripted-api.ts';
import { KIT_MESSAGES, newKit, replaceKit, type Layer } from './kit.ts';
import { logoActions } from './logos.ts';
import { confirmationAtom, sessionAtom, toastsAtom, userAtom } from './state.ts';
import {
  localUploadsAtom,
  logoUploadProblem,
  quotaWarning,
  storedUploadsAtom,
  uploadActions,
} from './uploads.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name = 'crest.png', bytes = PNG.length) =>
  new File([bytes === PNG.length ? PNG : new Uint8Array(bytes)], name, { type: 'image/png' });

const stored = {
  id: 'upload_4',
  id_num: 4,
  name: 'crest.png',
  name_display: 'crest.png',
  file: 'a.png',
  type: 'upload' as const,
  format: 'png',
  width: 8,
  height: 8,
  preview_url: '/files/uploads/a.png',
  url: '/files/uploads/a.png',
  date: '2026-11-23T00:00:00Z',
  premium: false,
};

/** Upload actions against a scripted server; `premium` null is an anonymous visitor. */
function uploading(routes: Record<string, ScriptedReply>, premium: boolean | null = true, tier = 1) {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
  if (premium !== null)
    store.set(userAtom, { premium, tier, admin: false, username: 'fan', email: 'fan@example.com' });
  const { api, calls } = scriptedApi(routes);
  const ctx = createEditorContext(store, api);
  const actions = { ...uploadActions(ctx), ...logoActions(ctx) };
  const toasts = () =>
    store.get(toastsAtom).map((t) => ({
      text: t.text,
      values: t.values,
      ms: t.durationMs,
      links: t.links?.map((l) => l.label) ?? [],
    }));
  const customLogos = (): Layer[] =>
    Object.values(store.get(sessionAtom).kit.layers)
      .flat()
      .filter((layer) => layer.n === 'custom_logo');
  const undoSteps = () => store.get(sessionAtom).history.undo.length;
  return { store, actions, toasts, calls, customLogos, undoSteps };
}

describe('the picked file (document 1 §5)', () => {
  it('must be JPEG or PNG, at most 1 MB', () => {
    expect(logoUploadProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(logoUploadProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(logoUploadProblem({ type: 'image/gif', size: 10 })).toEqual({ key: 'kit.invalidFiletype' });
    expect(logoUploadProblem({ type: '', size: 10 })).toEqual({ key: 'kit.invalidFiletype' });
    expect(logoUploadProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toEqual({
      key: 'kit.fileTooLarge',
    });
  });

  it('a refused file shows the message for 5 s and changes nothing', () => {
    const { actions, toasts, customLogos, undoSteps, store } = uploading({}, null);
    expect(actions.uploadLogo(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), 'shirt')).toBeNull();
    expect(actions.uploadLogo(png('big.png', 2 * 1024 * 1024), 'shirt')).toBeNull();
    expect(toasts().map((t) => [t.text, t.ms])).toEqual([
      ['kit.invalidFiletype', 5000],
      ['kit.fileTooLarge', 5000],
    ]);
    expect(customLogos()).toEqual([]);
    expect(undoSteps()).toBe(0);
    expect(store.get(localUploadsAtom)).toEqual([]);
  });

  it('an accepted file is a custom logo at once, for anyone, as one undo step', () => {
    const { actions, customLogos, undoSteps, store } = uploading({}, null);
    const uuid = actions.uploadLogo(png(), 'shorts');
    expect(uuid).not.toBeNull();
    const [layer] = customLogos();
    expect(layer).toMatchObject({ uuid, n: 'custom_logo', cname: 'crest.png' });
    expect((layer as { l: string }).l).toMatch(/^blob:/);
    expect(store.get(sessionAtom).kit.layers.shorts.some((l) => l.uuid === uuid)).toBe(true);
    expect(undoSteps()).toBe(1);
  });
});

describe('converting an upload into a preset (document 1 §8, document 2 §5)', () => {
  it('stores it, re-points the kit at the stored image and says so', async () => {
    const { actions, toasts, customLogos, calls, store } = uploading({
      '/api/upload_image': { success: true, el: stored },
      '/api/images': { success: true, data: [stored], count: 1, max: 750 },
    });
    actions.uploadLogo(png(), 'shirt');
    const local = (customLogos()[0] as { l: string }).l;
    expect(await actions.convertToPreset(local)).toBe(true);
    expect(calls).toEqual(['/api/upload_image', '/api/images']);
    expect((customLogos()[0] as { l: string }).l).toBe('/files/uploads/a.png');
    expect(toasts()).toEqual([{ text: 'upload.presetAdded', values: undefined, ms: 3000, links: [] }]);
    expect(store.get(localUploadsAtom)).toEqual([]);
    expect(store.get(storedUploadsAtom)).toMatchObject({ state: 'ready', count: 1, max: 750 });
  });

  it('is for Plus members: a free user gets the Plus message and no request', async () => {
    const { actions, toasts, calls, customLogos } = uploading({}, false);
    actions.uploadLogo(png(), 'shirt');
    expect(await actions.convertToPreset((customLogos()[0] as { l: string }).l)).toBe(false);
    expect(calls).toEqual([]);
    expect(toasts()[0]).toMatchObject({ text: 'kit.presetPlusOnly', links: ['link.getPlus'] });
  });

  it("says 'Invalid file' when the upload's file is not in this page", async () => {
    const { actions, toasts, calls } = uploading({});
    expect(await actions.convertToPreset('/files/uploads/a.png')).toBe(false);
    expect(await actions.convertToPreset('blob:nodedata:gone')).toBe(false);
    expect(calls).toEqual([]);
    expect(toasts().map((t) => [t.text, t.ms])).toEqual([
      ['upload.invalidFile', 5000],
      ['upload.invalidFile', 5000],
    ]);
  });

  it("shows the server's error with an upgrade link at the quota, and keeps the local image", async () => {
    const error = 'You have reached the maximum of 750 custom images';
    const { actions, toasts, customLogos } = uploading({
      '/api/upload_image': { success: false, error },
      '/api/images': { success: true, data: [], count: 750, max: 750 },
    });
    actions.uploadLogo(png(), 'shirt');
    const local = (customLogos()[0] as { l: string }).l;
    expect(await actions.convertToPreset(local)).toBe(false);
    expect(toasts()).toEqual([
      { text: 'upload.error', values: { error }, ms: 5000, links: ['link.getPlusUltimate'] },
    ]);
    expect((customLogos()[0] as { l: string }).l).toBe(local);
  });

  it("a full storage is said in the player's language, with the upgrade, and keeps the local image", async () => {
    const { actions, toasts, customLogos, calls } = uploading({
      '/api/upload_image': { success: false, error: KIT_MESSAGES.storageFull },
    });
    actions.uploadLogo(png(), 'shirt');
    const local = (customLogos()[0] as { l: string }).l;
    expect(await actions.convertToPreset(local)).toBe(false);
    expect(calls).toEqual(['/api/upload_image']);
    expect(toasts()).toEqual([
      { text: 'kit.storageFull', values: undefined, ms: 5000, links: ['link.getPlusUltimate'] },
    ]);
    expect((customLogos()[0] as { l: string }).l).toBe(local);
  });

  it('keeps the storage figures the list answers with', async () => {
    const storage = { used: 3 * 1024 * 1024, max: 200 * 1024 * 1024 };
    const { actions, store } = uploading({
      '/api/images': { success: true, data: [stored], count: 1, max: 750, storage },
    });
    await actions.refreshUploads();
    expect(store.get(storedUploadsAtom)).toMatchObject({ state: 'ready', count: 1, storage });
  });

  it('a network failure says the server could not be reached, never "Failed to fetch" (5 s)', async () => {
    const { actions, toasts, customLogos } = uploading({ '/api/upload_image': 'network' });
    actions.uploadLogo(png(), 'shirt');
    expect(await actions.convertToPreset((customLogos()[0] as { l: string }).l)).toBe(false);
    expect(toasts()).toEqual([{ text: 'failure.upload.offline', values: undefined, ms: 5000, links: [] }]);
  });
});

describe('stored uploads', () => {
  it('anonymous visitors have none and make no request', async () => {
    const { actions, calls, store } = uploading({}, null);
    await actions.refreshUploads();
    expect(calls).toEqual([]);
    expect(store.get(storedUploadsAtom)).toEqual({ state: 'signed-out' });
  });

  it('delete asks first, then removes by the numeric id', async () => {
    const { actions, calls, store } = uploading({
      '/api/delete_image': { success: true, error: null },
      '/api/images': { success: true, data: [], count: 0, max: 750 },
    });
    const answer = actions.deleteUpload(stored);
    const question = store.get(confirmationAtom);
    expect(question?.text).toEqual({ key: 'upload.deleteQuestion', values: { name: 'crest.png' } });
    question?.answer(true);
    expect(await answer).toBe(true);
    expect(calls).toEqual(['/api/delete_image', '/api/images']);
  });

  it('warns above 80% of the quota', () => {
    expect(quotaWarning(40, 50)).toBe(false);
    expect(quotaWarning(41, 50)).toBe(true);
    expect(quotaWarning(0, 0)).toBe(false);
  });
});

describe('slot logos through the editor', () => {
  it('choosing, sizing by drag and removing are change logo steps', () => {
    const { actions, store, undoSteps } = uploading({});
    actions.chooseSlotLogo('team', 'eagles', 2);
    const logo = store.get(sessionAtom).kit.logos[0]!;
    actions.beginLogoEdit();
    actions.setLogoField(logo.uuid, 'size', 150);
    actions.setLogoField(logo.uuid, 'size', 999);
    actions.commitLogoEdit();
    expect(store.get(sessionAtom).kit.logos[0]!.size).toBe(300);
    expect(undoSteps()).toBe(2);
    expect(store.get(sessionAtom).history.undo.map((step) => step.action)).toEqual([
      'change logo',
      'change logo',
    ]);
    actions.removeSlotLogo('team');
    expect(store.get(sessionAtom).kit.logos).toEqual([]);
  });

  it('custom positions stay off for a free user, with the refusal toast', () => {
    const { actions, store, toasts } = uploading({}, false);
    expect(actions.toggleCustomPosition('shirt')).toBe(false);
    expect(store.get(sessionAtom).kit.customPos).toEqual([]);
    expect(toasts()[0]?.text).toBe('refusal.customPositionPlusOnly');
  });
});
