import { useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useCartActions } from '@/shared/cart';
import {
  type BuildMenuState,
  defaultBuildMenu,
  readBuildMenu,
  writeBuildMenu,
} from '../api/build-menu-state';
import { type BuildMenuChange, BuildMenuContext } from '../hooks/use-build-menu';

/** The wizard's pages around one state, read from and kept in local storage. */
export function BuildMenuLayout() {
  const [state, setState] = useState(() => readBuildMenu(localStorage));
  const cart = useCartActions();

  const save = useCallback((next: BuildMenuState) => {
    writeBuildMenu(localStorage, next);
    return next;
  }, []);
  const update = useCallback(
    (change: BuildMenuChange) =>
      setState((current) =>
        save({ ...current, ...(typeof change === 'function' ? change(current) : change) }),
      ),
    [save],
  );
  const clear = useCallback(() => {
    setState(save(defaultBuildMenu));
    cart.clear();
  }, [cart, save]);

  const value = useMemo(() => ({ state, update, clear }), [state, update, clear]);
  return (
    <BuildMenuContext.Provider value={value}>
      <Outlet />
    </BuildMenuContext.Provider>
  );
}
