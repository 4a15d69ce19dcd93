import { createContext, useContext } from 'react';

/** The mobile menu's state: docgate's menu button opens it, and so does a site's own navbar (useNavbarMobileSidebar). */
export interface NavbarMenu {
  shown: boolean;
  toggle(): void;
}

export const NavbarMenuContext = createContext<NavbarMenu>({ shown: false, toggle: () => {} });

/** Whether the mobile menu is open, and a way to open or close it. */
export const useNavbarMenu = (): NavbarMenu => useContext(NavbarMenuContext);
