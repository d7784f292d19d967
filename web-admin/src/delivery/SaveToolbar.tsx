import { SaveButton, Toolbar } from 'react-admin';

/** Save only: delivery records are switched off, never deleted. */
export const SaveToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
