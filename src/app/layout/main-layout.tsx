import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { config } from '@/config';
import { queryClient } from '@/lib/query-client';
import { usePageTitleOverride } from '@/ui/page-title';
import { shellMessages } from '@/messages/shell';
import { useCorporation, useProfile } from '@/session/session-context';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { useNavigationHeld, useRequestedPath } from '../navigation-context';
import { SearchLauncher } from './search-launcher';
import { Sidebar } from './sidebar';

/** The signed-in shell, mounted once for all its screens, so the query cache and the menu survive navigations. */
export function MainLayout({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  // While the next screen waits for its /api/me answer or its code, the one being left takes no input.
  const requested = useRequestedPath();
  const held = useNavigationHeld();
  const pending = requested !== location && held;
  const [menuOpen, setMenuOpen] = useState(false);
  const corporation = useCorporation();
  const profile = useProfile();
  // A screen may name a more precise title than its route's (src/ui/page-title.ts).
  const override = usePageTitleOverride();
  useEffect(() => {
    if (override) document.title = `${override} | ${config.productName}`;
  }, [override]);

  const main = useRef<HTMLElement>(null);

  // After each navigation focus moves to the content, so keyboard and screen-reader users start at the new page.
  useEffect(() => {
    setMenuOpen(false);
    if (!main.current?.contains(document.activeElement)) main.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-shell">
        <a className="skip-link" href="#main-content">
          本文へスキップ
        </a>
        <header className="topbar">
          <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="app-sidebar" onClick={() => setMenuOpen((open) => !open)}>
            {menuOpen ? shellMessages.menu.closeMenu : shellMessages.menu.openMenu}
          </button>
          <span className="brand">{config.productName}</span>
          <SearchLauncher />
          <span className="topbar-meta">
            {corporation ? <span className="topbar-corporation">{corporation.name}</span> : null}
            {profile?.email ? <span className="topbar-user">{profile.email}</span> : null}
          </span>
        </header>
        <div className="app-body">
          <div className="sidebar-column">
            <Sidebar id="app-sidebar" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
          </div>
          <div className="app-main">
            <main id="main-content" tabIndex={-1} ref={main} inert={pending} aria-busy={pending || undefined}>
              <div className="page-header">
                <Breadcrumb pathname={location} />
                <h1>{override ?? title}</h1>
              </div>
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </QueryClientProvider>
  );
}
