import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/use-auth.ts';
import './screen-frame.css';

/**
 * The frame of a full-page screen shown before the site's own chrome can be (its chunk or its manifest
 * failed, the site crashed, no build is live yet): a bar like the navbar with a way out, the screen
 * centred below. The public shell holds no site text, so the bar names no site.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { state, signOut } = useAuth();
  return (
    <div className="screen-frame">
      <header className="screen-frame__bar">
        <span className="screen-frame__title">Documentation</span>
        {state.status === 'authenticated' ? (
          <button type="button" className="screen-frame__sign-out" title={`Signed in as ${state.email}`} onClick={() => void signOut()}>
            Sign out
          </button>
        ) : null}
      </header>
      <main id="main-content" className="screen-frame__body" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
