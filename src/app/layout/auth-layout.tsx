import type { ReactNode } from 'react';
import { config } from '@/config';
import { ja } from '@/messages/ja';

/** Public screens: a centred card, and a way in for people not yet registered. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-shell">
      <main className="auth-card" id="main-content">
        <p className="auth-brand">{config.productName}</p>
        {children}
      </main>
      <p className="auth-register">
        <a href={config.links.businessRegistration} target="_blank" rel="noopener noreferrer">
          {ja.signIn.notRegistered}
        </a>
      </p>
    </div>
  );
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main className="bare-shell" id="main-content">
      {children}
    </main>
  );
}
