/**
 * The comparison point for `peer_edit_ms`: the same kit drawn the way other browser kit designers
 * do it. Every edit redraws the whole stack with Canvas 2D (shapes, gradients, patterns, text,
 * images, masks through an offscreen canvas, blend modes as composite operations), uploads the
 * canvas as a texture, and computes the normal map on the CPU (getImageData + Sobel) and uploads
 * it too. Shapes follow our kinds closely enough to cost the same work; they are not pixel-equal.
 */
import '../../src/games/all.ts';
import { gameLayout, type AreaLayout } from '../../src/games/index.ts';

type Layer = Record<string, unknown> & { n: string };

const COMPOSITE: Record<string, GlobalCompositeOperation> = {
  Normal: 'source-over',
  Overlay: 'overlay',
  Multiply: 'multiply',
  Lighten: 'lighten',
  Screen: 'screen',
};

const num = (l: Layer, k: string, d: number) => (typeof l[k] === 'number' ? (l[k] as number) : d);
const colors = (l: Layer) => (Array.isArray(l.c) ? (l.c as string[]) : ['#ffffff']);

export class PeerRenderer {
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly scratch: HTMLCanvasElement;
  private readonly scratchCtx: CanvasRenderingContext2D;
  private readonly normalCanvas: HTMLCanvasElement;
  private readonly layout: AreaLayout;
  private readonly scale: number;
  private readonly images = new Map<string, HTMLImageElement>();
  private readonly texture: WebGLTexture;
  private readonly normalTexture: WebGLTexture;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    scale: number,
  ) {
    this.layout = gameLayout('eafc').areas.shirt!;
    this.scale = scale;
    const make = (w: number, h: number) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      return c;
    };
    const w = this.layout.width * scale;
    const h = this.layout.height * scale;
    this.canvas = make(w, h);
    this.ctx = this.canvas.getContext('2d', { willReadFrequently: false })!;
    this.scratch = make(w, h);
    this.scratchCtx = this.scratch.getContext('2d')!;
    this.normalCanvas = make(w / 2, h / 2);
    this.texture = gl.createTexture()!;
    this.normalTexture = gl.createTexture()!;
  }

  async loadImages(urls: string[]): Promise<void> {
    await Promise.all(
      urls.map(
        (url) =>
          new Promise<void>((resolve) => {
            const img = new Image();
            img.onload = () => resolve();
            img.onerror = () => {
              // A missing image would make the peer draw less than we do: the bench reports it.
              console.error(`peer: image failed to load: ${url}`);
              resolve();
            };
            img.src = url;
            this.images.set(url, img);
          }),
      ),
    );
  }

  /** One full edit: redraw, upload, CPU normal map, upload. */
  render(layers: readonly Layer[]): void {
    const { ctx } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const byUuid = new Map(layers.map((l) => [l.uuid as string, l]));
    for (const layer of layers) {
      if (layer.disabled === true) continue;
      const mask = typeof layer.mask === 'string' ? byUuid.get(layer.mask) : undefined;
      if (mask) {
        // Masked layers: draw into a scratch canvas, keep it where the mask draws, composite.
        const s = this.scratchCtx;
        s.globalCompositeOperation = 'source-over';
        s.clearRect(0, 0, this.scratch.width, this.scratch.height);
        this.drawLayer(s, layer);
        s.globalCompositeOperation = layer.invertMask ? 'destination-out' : 'destination-in';
        this.drawLayer(s, mask);
        this.composite(layer, () => ctx.drawImage(this.scratch, 0, 0));
      } else {
        this.composite(layer, () => this.drawLayer(ctx, layer));
      }
    }
    const gl = this.gl;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, this.canvas);
    gl.generateMipmap(gl.TEXTURE_2D);
    this.normalMap(layers);
  }

  private composite(layer: Layer, draw: () => void): void {
    const { ctx } = this;
    ctx.save();
    ctx.globalAlpha = num(layer, 'opacity', 100) / 100;
    ctx.globalCompositeOperation = COMPOSITE[(layer.blendMode as string) ?? 'Normal'] ?? 'source-over';
    draw();
    ctx.restore();
  }

  /** Draws a layer in every region it shows on (each region clipped, in its own space). */
  private drawLayer(ctx: CanvasRenderingContext2D, layer: Layer): void {
    const k = this.scale;
    for (const region of this.layout.regions) {
      const { x, y, w, h } = region.rect;
      ctx.save();
      ctx.beginPath();
      ctx.rect(x * k, y * k, w * k, h * k);
      ctx.clip();
      ctx.translate((x + w / 2) * k, (y + h / 2) * k);
      ctx.scale(k, k);
      this.drawKind(ctx, layer, w, h);
      ctx.restore();
    }
  }

  private drawKind(ctx: CanvasRenderingContext2D, layer: Layer, w: number, h: number): void {
    const c = colors(layer);
    ctx.fillStyle = c[0]!;
    switch (layer.n) {
      case 'base':
      case 'side_panels':
      case 'shoulder_panels':
      case 'sleeve_cuffs':
      case 'template': {
        if (layer.n === 'base') ctx.fillRect(-w / 2, -h / 2, w, h);
        else {
          const width = num(layer, 'width', 50);
          ctx.fillRect(-w / 2, -h / 2, width, h);
          ctx.fillRect(w / 2 - width, -h / 2, width, h);
          if (c[1]) {
            ctx.fillStyle = c[1];
            ctx.fillRect(-w / 2, h / 2 - width, w, width / 4);
          }
        }
        break;
      }
      case 'design':
        this.drawDesign(ctx, layer, w, h);
        break;
      case 'pattern': {
        const img = this.images.get(`/patterns/${layer.p as string}.png`);
        if (img?.complete && img.naturalWidth) {
          const pattern = ctx.createPattern(img, 'repeat')!;
          const s = num(layer, 'size', 100) / 100;
          pattern.setTransform(new DOMMatrix().scale(s, s));
          ctx.fillStyle = pattern;
          ctx.fillRect(-w / 2, -h / 2, w, h);
        }
        break;
      }
      case 'graphic':
      case 'logo': {
        const name = (layer.n === 'graphic' ? layer.g : layer.l) as string;
        const img = this.images.get(`/${layer.n === 'graphic' ? 'graphics' : 'logos'}/${name}.png`);
        if (img?.complete && img.naturalWidth) {
          const size = layer.n === 'graphic' ? w : 120;
          ctx.drawImage(img, -size / 2, -size / 2, size, size);
        }
        break;
      }
      case 'text': {
        ctx.font = `${num(layer, 'size', 100)}px Oswald, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        if (layer.border && c[1]) {
          ctx.lineWidth = num(layer, 'borderWidth', 1) * 4;
          ctx.strokeStyle = c[1];
          ctx.strokeText(String(layer.text ?? ''), num(layer, 'x', 0), -num(layer, 'y', 0));
        }
        ctx.fillText(String(layer.text ?? ''), num(layer, 'x', 0), -num(layer, 'y', 0));
        break;
      }
    }
  }

  private drawDesign(ctx: CanvasRenderingContext2D, layer: Layer, w: number, h: number): void {
    const c = colors(layer);
    const width = num(layer, 'width', 50);
    switch (layer.type) {
      case 'gradient': {
        const g = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
        g.addColorStop(0, 'rgba(0,0,0,0)');
        g.addColorStop(1, c[0]!);
        ctx.fillStyle = g;
        ctx.fillRect(-w / 2, -h / 2, w, h);
        break;
      }
      case 'halftone_gradient_dots': {
        const step = num(layer, 'el_size', 8) * 2;
        for (let y = -h / 2; y < h / 2; y += step)
          for (let x = -w / 2; x < w / 2; x += step) {
            ctx.beginPath();
            ctx.arc(x, y, (step / 2) * ((y + h / 2) / h), 0, Math.PI * 2);
            ctx.fill();
          }
        break;
      }
      case 'circle':
        ctx.beginPath();
        ctx.arc(num(layer, 'offset', 0), num(layer, 'offset_y', 0), width, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'rectangle':
        ctx.fillRect(
          num(layer, 'offset', 0) - width / 2,
          num(layer, 'offset_y', 0),
          width,
          num(layer, 'height', 100),
        );
        break;
      default: {
        // Stripe families: count stripes either side of the centre.
        const count = Math.max(1, num(layer, 'count', 1));
        const distance = num(layer, 'distance', 0) + width;
        for (let i = -count; i <= count; i++) {
          ctx.fillStyle = c[Math.abs(i) % c.length]!;
          ctx.fillRect(i * distance - width / 2, -h / 2, width, h);
        }
      }
    }
  }

  /** CPU normal map: coverage of the 3D-detail layers at half size, box blur, Sobel, upload. */
  private normalMap(layers: readonly Layer[]): void {
    const nctx = this.normalCanvas.getContext('2d', { willReadFrequently: true })!;
    const { width, height } = this.normalCanvas;
    nctx.setTransform(1, 0, 0, 1, 0, 0);
    nctx.fillStyle = '#000';
    nctx.fillRect(0, 0, width, height);
    nctx.scale(0.5, 0.5);
    for (const layer of layers) {
      const d = layer.detail3D as { enabled?: boolean } | undefined;
      if (d?.enabled) this.drawLayer(nctx, { ...layer, c: ['#ffffff', '#ffffff'] });
    }
    const src = nctx.getImageData(0, 0, width, height).data;
    const out = new Uint8ClampedArray(width * height * 4);
    const hAt = (x: number, y: number) =>
      src[(Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 4]! / 255;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const gx =
          hAt(x + 1, y - 1) +
          2 * hAt(x + 1, y) +
          hAt(x + 1, y + 1) -
          hAt(x - 1, y - 1) -
          2 * hAt(x - 1, y) -
          hAt(x - 1, y + 1);
        const gy =
          hAt(x - 1, y + 1) +
          2 * hAt(x, y + 1) +
          hAt(x + 1, y + 1) -
          hAt(x - 1, y - 1) -
          2 * hAt(x, y - 1) -
          hAt(x + 1, y - 1);
        const len = Math.hypot(gx, gy, 1);
        const i = (y * width + x) * 4;
        out[i] = (-gx / len) * 128 + 127;
        out[i + 1] = (-gy / len) * 128 + 127;
        out[i + 2] = (1 / len) * 128 + 127;
        out[i + 3] = 255;
      }
    }
    const gl = this.gl;
    gl.bindTexture(gl.TEXTURE_2D, this.normalTexture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, out);
    gl.generateMipmap(gl.TEXTURE_2D);
  }
}
