import { Tooltip } from 'radix-ui';
import { useEffect, useState, type ReactElement } from 'react';

/** Tooltips only on windows wider than 768 px (document 2 §2 "Startup"). */
export const TOOLTIP_MIN_WIDTH = 768;

function useWideWindow(): boolean {
  const query = `(min-width: ${TOOLTIP_MIN_WIDTH + 1}px)`;
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return wide;
}

export function Tip({ text, children }: { text: string; children: ReactElement }) {
  const wide = useWideWindow();
  if (!wide) return children;
  return (
    <Tooltip.Root delayDuration={400}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={4}>
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
