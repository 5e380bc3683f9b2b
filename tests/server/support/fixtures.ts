/** Small real inputs for the server tests: kit data, images, hostile strings. */
import sharp from 'sharp';

export const KIT_DATA = JSON.stringify({
  version: 1,
  template: 'plain',
  shirt: [],
  shorts: [],
  socks: [],
  logos: [],
});

/** Kit data that is valid JSON but longer than the 10000-character limit. */
export const OVERSIZE_KIT_DATA = JSON.stringify({
  version: 1,
  template: 'plain',
  shirt: [],
  shorts: [],
  socks: [],
  logos: [],
  padding: 'x'.repeat(10_100),
});

export async function jpegBytes(width = 16, height = 16, withExif = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c03030' } }).jpeg({
    quality: 80,
  });
  return withExif
    ? image
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps here' } } })
        .toBuffer()
    : image.toBuffer();
}

export async function pngBytes(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3050c0' } })
    .png()
    .toBuffer();
}

export async function jpegDataUrl(): Promise<string> {
  return `data:image/jpeg;base64,${(await jpegBytes(80, 60)).toString('base64')}`;
}

/** Strings that break naive HTML, SQL, path or JSON handling; each must come back verbatim or be refused. */
export const HOSTILE_STRINGS = [
  `<script>alert(1)</script>`,
  `"><img src=x onerror=alert(1)>`,
  `'; DROP TABLE kits; --`,
  `' OR '1'='1`,
  `../../etc/passwd`,
  `%_\\%`,
  `\u202Eevil\u0000null`,
  `😀 ünïcødé 漢字`,
  `{"__proto__":{"admin":true}}`,
];
