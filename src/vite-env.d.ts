/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_DEMO?: string;
  readonly VITE_DEBUG_LOGIN?: string;
  readonly VITE_MAINTENANCE?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_ANALYTICS_ID?: string;
  readonly VITE_CHAT_EMBED_URL?: string;
  readonly VITE_LINK_COMPANY?: string;
  readonly VITE_LINK_TERMS?: string;
  readonly VITE_LINK_PRIVACY?: string;
  readonly VITE_LINK_FAQ?: string;
  readonly VITE_LINK_REGISTRATION?: string;
  readonly VITE_SENTRY_DSN?: string;
}

/** Set by the build (vite.config.ts): the package's version and the commit it was built from. */
declare const __RELEASE__: string;
