/**
 * The images a background may need: the selected built-in one (fetched from public/backgrounds
 * when first chosen, then kept) and the user's own, read from a local file with
 * createImageBitmap (never uploaded; kept for this page's session only).
 */
import { useEffect, useState } from 'react';
import {
  builtInBackgroundUrl,
  type BackgroundImages,
  type Paintable,
} from '../../tools/preview/background.ts';

const builtIns = new Map<number, Promise<HTMLImageElement>>();
let customImage: ImageBitmap | null = null;

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
): BackgroundImages & { setCustom(image: ImageBitmap): void } {
  const [builtIn, setBuiltIn] = useState<{ index: number; image: Paintable } | null>(null);
  const [custom, setCustom] = useState<ImageBitmap | null>(customImage);
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
    setCustom,
  };
}
