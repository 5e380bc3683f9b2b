import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/index.ts';
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
