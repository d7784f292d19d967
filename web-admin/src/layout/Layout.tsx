import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} sidebar={Sidebar}>
    {children}
  </RaLayout>
);
