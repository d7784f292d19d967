import { useId, useRef } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A header menu shown by its toggle button. Escape or a press outside closes it; after Escape
 * the keyboard user continues from the toggle, while a tap elsewhere keeps its own focus.
 */
export function useMenuToggle<Panel extends HTMLElement>(
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const panelId = useId();

  useDismiss(open, [toggleRef, panelRef], (reason) => {
    onOpenChange(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return {
    panelRef,
    panelId,
    close: () => onOpenChange(false),
    /** Spread on the toggle button. */
    toggle: {
      ref: toggleRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => onOpenChange(!open),
    },
  };
}
