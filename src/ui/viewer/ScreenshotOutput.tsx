/** The screenshot output overlay: the captured JPEG, downloadable. */
import { Modal } from '../dialogs/Modal.tsx';
import { useViewerText } from './messages.ts';

export function ScreenshotOutput({ url, onClose }: { url: string; onClose: () => void }) {
  const text = useViewerText();
  return (
    <Modal title={text('viewer.screenshotTitle')} open onClose={onClose} wide>
      <img src={url} alt={text('viewer.screenshotTitle')} className="viewer-shot" />
      <a href={url} download="kit.jpg" className="button">
        {text('viewer.download')}
      </a>
    </Modal>
  );
}
