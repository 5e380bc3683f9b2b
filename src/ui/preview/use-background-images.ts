/**
 * The images a background may need: the selected built-in one (fetched from public/backgrounds
 * when first chosen, then kept) and the user's own, read from a local file with
 * createImageBitmap (never uploaded; kept for this page's session only).
 */
import { useEffect, useState } from 'react';
import {
  builtInBackgroundUrl,
  WATERMARK_MASK_URL,
  type BackgroundImages,
  type Paintable,
} from '../../tools/preview/background.ts';

const builtIns = new Map<number, Promise<HTMLImageElement>>();
let customImage: ImageBitmap | null = null;
let watermarkMask: Promise<HTMLImageElement> | null = null;

/** The watermark's mask, fetched once per page; a failure leaves the wordmark alone. */
function loadWatermarkMask(): Promise<HTMLImageElement> {
  if (!watermarkMask) {
    const element = new Image();
    element.src = WATERMARK_MASK_URL;
    watermarkMask = element.decode().then(() => element);
    watermarkMask.catch(() => (watermarkMask = null));
  }
  return watermarkMask;
}

function loadBuiltIn(index: number): Promise<HTMLImageElement> {
  let image = builtIns.get(index);
  if (!image) {
    const element = new Image();
    element.src = builtInBackgroundUrl(index);
    image = element.decode().then(() => element);
    image.catch(() => builtIns.delete(index));
    builtIns.set(index, image);
  }
  return image;
}

/** Accepts only JPEG and PNG (document 2 §5); anything else is refused with 'Invalid filetype'. */
export async function readCustomImage(file: File): Promise<ImageBitmap | null> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return null;
  const bitmap = await createImageBitmap(file);
  customImage?.close();
  customImage = bitmap;
  return bitmap;
}

export function useBackgroundImages(
  mode: string,
  selected: number,
  onError: (error: unknown) => void,
): BackgroundImages & { setCustom(image: ImageBitmap): void; maskPending: boolean } {
  const [builtIn, setBuiltIn] = useState<{ index: number; image: Paintable } | null>(null);
  const [custom, setCustom] = useState<ImageBitmap | null>(customImage);
  const [mask, setMask] = useState<Paintable | null | 'pending'>('pending');
  useEffect(() => {
    let live = true;
    loadWatermarkMask().then(
      (image) => live && setMask(image),
      () => live && setMask(null),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (mode !== 'image') return;
    let live = true;
    loadBuiltIn(selected).then(
      (image) => live && setBuiltIn({ index: selected, image }),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [mode, selected, onError]);
  return {
    builtIn: builtIn?.index === selected ? builtIn.image : null,
    custom,
    watermarkMask: mask === 'pending' ? null : mask,
    maskPending: mask === 'pending',
    setCustom,
  };
}
