/**
 * Where the app's first 3D frame goes (`npx tsx bench/scene/first-frame.ts`, after `npx vite
 * build`). Opens `?game=eafc` with a CPU profile running from navigation and every WebGL2 call
 * timed by name (the calls that block on the GPU process, such as a program's link status or a
 * readback, carry the rasteriser's work queued before them), then prints:
 *  - the timeline: first composite done, first kit frame;
 *  - WebGL time per call name, programs linked (three's `renderer.info.programs` by name), and
 *    every WebGL program linked up to the first kit frame (`programs_linked_before_first_frame`);
 *  - the JavaScript functions with the most self time (the CPU profile), to find mesh generation;
 * and merges the summary into `scene_first_frame` of bench/results/latest.json.
 */
import { pathToFileURL } from 'node:url';
import { launchGpuBrowser, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

/** Wraps every WebGL2 method to add up its time per name, from the page's first script on. */
const GL_TIMER = `(() => {
  // A few ms in a function the CPU profile can find: lines its clock up with the page's.
  window.__navMarkerAt = performance.now();
  (function kitsmithNavMarker() { const t = performance.now(); while (performance.now() - t < 3); })();
  const calls = {};
  const events = [];
  window.__glCalls = calls;
  window.__glEvents = events;
  const links = [];
  window.__glLinks = links;
  const proto = WebGL2RenderingContext.prototype;
  const sources = new WeakMap();
  const programs = new WeakMap();
  const shaderSource = proto.shaderSource;
  proto.shaderSource = function (shader, source) { sources.set(shader, source); return shaderSource.call(this, shader, source); };
  const fragments = new WeakSet();
  const createShader = proto.createShader;
  proto.createShader = function (type) { const s = createShader.call(this, type); if (type === this.FRAGMENT_SHADER) fragments.add(s); return s; };
  const attachShader = proto.attachShader;
  proto.attachShader = function (program, shader) {
    const src = sources.get(shader) || '';
    if (fragments.has(shader)) {
      const name = (src.match(/#define SHADER_NAME (.*)/) || [])[1] || (src.match(/#define (USE_SHEEN|PHYSICAL|STANDARD)/) || [])[1] || src.length + ' chars';
      programs.set(program, name);
    }
    return attachShader.call(this, program, shader);
  };
  for (const name of Object.getOwnPropertyNames(proto)) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (!d || typeof d.value !== 'function') continue;
    const original = d.value;
    proto[name] = function (...args) {
      const t0 = performance.now();
      try { return original.apply(this, args); }
      finally {
        const c = (calls[name] ??= { ms: 0, n: 0, first: t0 });
        const ms = performance.now() - t0;
        c.ms += ms; c.n++;
        // Every link, to count the programs linked before the first kit frame (issue 30: a GPU
        // run is judged by it; on a real GPU start-up is bound by these compiles).
        if (name === 'linkProgram') links.push([Math.round(t0), programs.get(args[0]) || '']);
        if (name === 'getProgramInfoLog' || name === 'getProgramParameter' && ms > 20 || name === 'readPixels' || name === 'drawElements' && ms > 50 || name === 'texImage2D' && ms > 20)
          events.push([Math.round(t0), Math.round(ms), name, programs.get(args[0]) || '']);
      }
    };
  }
})();`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const round = (n: number) => Math.round(n * 10) / 10;
const PATH = process.env.BENCH_PATH ?? '/eafc/';
/** The timeline's bucket in ms (BENCH_BUCKET_MS=50 to see the start-up path task by task). */
const BUCKET = Number(process.env.BENCH_BUCKET_MS ?? 500);

export async function runFirstFrameBreakdown(query = ''): Promise<Record<string, unknown>> {
  const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
  const app = await serveBuiltApp();
  try {
    const page = await gpu.browser.newPage();
    await page.setBypassServiceWorker(true);
    await page.setViewport({ width: 1280, height: 720 });
    await page.evaluateOnNewDocument(GL_TIMER);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    // The address players open (the game's own site); BENCH_PATH='/?game=eafc' for the root page
    // with a query (scripts and tests), which loads the editor's chunks one hop later.
    const address = `${app.url}${PATH}${PATH.includes('?') ? query.replace(/^\?/, '&') : query.replace(/^&/, '?')}`;
    await page.goto(address, { waitUntil: 'load' });
    await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
    await new Promise((r) => setTimeout(r, 3000));
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const facts = (await page.evaluate(`(() => {
      const root = window.kitsmithViewer.root();
      const gl = root.gl;
      let triangles = 0, meshes = 0;
      root.scene.traverse((o) => { if (o.isMesh && o.visible && o.geometry.index) { meshes++; triangles += o.geometry.index.count / 3; } });
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        first_kit_frame_ms: window.kitsmithViewer.firstKitFrameMs(),
        // The app's own timeline marks (kitsmith:…) and every request: start -> end ms.
        marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('kitsmith:')).map((m) => Math.round(m.startTime) + ' ' + m.name.slice(9) + (m.detail ? ' ' + String(m.detail).slice(0, 60) : '')),
        resources: performance.getEntriesByType('resource').map((e) => Math.round(e.startTime) + ' -> ' + Math.round(e.responseEnd) + ' ' + e.name.replace(location.origin, '')),
        dom_content_loaded_ms: nav.domContentLoadedEventEnd,
        load_ms: nav.loadEventEnd,
        programs: gl.info.programs.map((p) => p.name + ' ' + p.cacheKey.slice(0, 40)),
        // WebGL programs linked (compositor and view alike) up to the first kit frame, and after
        // it until this read: the first figure is what a GPU run's first frame waits on.
        programs_linked_before_first_frame: window.__glLinks.filter(([t]) => t <= window.kitsmithViewer.firstKitFrameMs()).length,
        programs_linked_by_read: window.__glLinks.length,
        programs_linked_names: window.__glLinks.filter(([t]) => t <= window.kitsmithViewer.firstKitFrameMs()).map(([t, n]) => t + ' ' + n),
        calls: window.__glCalls,
        events: window.__glEvents,
        triangles, meshes,
        draw_calls_last_frame: gl.info.render.calls,
      };
    })()`)) as {
      first_kit_frame_ms: number;
      calls: Record<string, { ms: number; n: number; first: number }>;
      programs: string[];
    } & Record<string, unknown>;

    // Self time per function from the sampled profile.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const f = node.callFrame;
      const file = f.url.split('/').pop() ?? '';
      const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    // What the main thread did per BUCKET ms from navigation start (the profile starts before it:
    // its clock is lined up by the marker function the page's first script runs).
    const markerAt = (await page.evaluate('window.__navMarkerAt')) as number;
    let t = 0;
    let offset = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      t += (profile.timeDeltas[i] ?? 0) / 1000;
      if (byId.get(profile.samples[i]!)!.callFrame.functionName === 'kitsmithNavMarker') {
        offset = t - markerAt;
        break;
      }
    }
    const buckets = new Map<number, Map<string, number>>();
    t = -offset;
    profile.samples.forEach((id, i) => {
      t += (profile.timeDeltas[i] ?? 0) / 1000;
      if (t < 0) return;
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${(f.url.split('/').pop() ?? '').split('-')[0]}`;
      const b = buckets.get(Math.floor(t / BUCKET)) ?? new Map<string, number>();
      b.set(key, (b.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      buckets.set(Math.floor(t / BUCKET), b);
    });
    const timeline = [...buckets.entries()].map(
      ([k, b]) =>
        `${k * BUCKET}: ` +
        [...b.entries()]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', '),
    );
    const topSelf = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, ms]) => `${round(ms)} ms  ${k}`);
    const topGl = Object.entries(facts.calls)
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 15)
      .map(([k, c]) => `${round(c.ms)} ms / ${c.n}  ${k} (first at ${round(c.first)} ms)`);
    const glTotal = Object.values(facts.calls).reduce((s, c) => s + c.ms, 0);
    const { calls: _calls, ...rest } = facts;
    const figures = {
      renderer: gpu.renderer,
      address: PATH + query,
      ...rest,
      gl_total_ms: round(glTotal),
      gl_top: topGl,
      js_self_top: topSelf,
      timeline,
      measured_at: new Date().toISOString(),
    };
    return figures;
  } finally {
    await gpu.close();
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runFirstFrameBreakdown(process.argv[2] ?? '');
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_WRITE === '1') mergeResults('scene_first_frame', figures);
}
