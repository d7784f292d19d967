import { useCallback, useEffect, useState } from 'react';
import { type CookMove, cookStart, moveCook, moveForKey } from '../api/cook-steps';

/**
 * Where the cook is in `stepCount` steps; the left and right arrow keys move too, unless typing
 * in a field, a popup is open or a modifier is held.
 */
export function useCookSteps(stepCount: number, keysEnabled: boolean) {
  const [position, setPosition] = useState(cookStart);
  const move = useCallback(
    (how: CookMove) => setPosition((current) => moveCook(current, how, stepCount)),
    [stepCount],
  );

  useEffect(() => {
    if (!keysEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const how = moveForKey(event.key);
      if (!how || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const { target } = event;
      const typing =
        target instanceof Element &&
        target.closest('input, textarea, select, [contenteditable="true"], dialog[open]');
      if (typing) return;
      event.preventDefault();
      move(how);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keysEnabled, move]);

  return { position, move };
}
