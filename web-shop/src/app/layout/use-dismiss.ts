import { type RefObject, useEffect, useEffectEvent } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `open`, Escape or a press outside every `inside` element asks to close. */
export function useDismiss(
  open: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: EventTarget | null) =>
    inside.some((ref) => target instanceof Node && ref.current?.contains(target)),
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) dismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
