import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

// react-admin lets the page grow as wide as its widest child (a row of tabs, a table). Here the
// page keeps the window's width and that child scrolls inside it: nothing scrolls sideways.
const content = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  // Each page (list, show, edit) is an item of the content's column: it shrinks too.
  '& .RaLayout-content > *': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} sidebar={Sidebar} sx={content}>
    {children}
  </RaLayout>
);
