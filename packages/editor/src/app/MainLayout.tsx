import { Outlet } from 'react-router';
import { Sidebar } from './sidebar/Sidebar';
import { SidebarModals } from './sidebar/SidebarModals';
import classes from './MainLayout.module.css';

/** The signed-in area: the collapsible sidebar, the page, and the modals the sidebar opens. */
export function MainLayout() {
  return (
    <div className={classes.layout}>
      <Sidebar />
      <main className={classes.content}>
        <Outlet />
      </main>
      <SidebarModals />
    </div>
  );
}
