import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useEditor } from '../../editor/hooks.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { startFirstGarments } from '../viewer/first-garments.ts';
import { TextureView } from '../texture/TextureView.tsx';

/**
 * The 3D tab's content: the 3D viewer of src/ui/viewer (its own folder and owner), loaded as its
 * own chunk so three's scene code does not delay the editor's first paint. Until that viewer is
 * part of the build, the tab says so and shows the kit's textures instead.
 */
const modules = import.meta.glob<{ Viewer3D: ComponentType }>('../viewer/Viewer3D.tsx');
const load = modules['../viewer/Viewer3D.tsx'];
const Viewer3D = load ? lazy(() => load().then((module) => ({ default: module.Viewer3D }))) : null;

export function ViewerSlot() {
  const { t } = useTranslation();
  const editor = useEditor();
  // The player's geometry is built in a worker while the viewer's chunk loads (first-garments.ts).
  useEffect(() => (Viewer3D ? startFirstGarments(editor) : undefined), [editor]);
  if (Viewer3D)
    return (
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <Viewer3D />
      </Suspense>
    );
  return (
    <>
      <p className="muted">{t('shell.no3d')}</p>
      <TextureView />
    </>
  );
}
