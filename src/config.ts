/**
 * Build-time configuration (Vite env). Every value is optional; see README's table. Each is read as
 * `import.meta.env.VITE_…`, which the build replaces by its value: through a copy of the env object
 * the entry would carry every variable, and code for an unset one could not be dropped.
 */
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());

const isDemo = import.meta.env.VITE_DEMO === 'true';
const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || '/';
/** Mirage answers the API in the demo build, and in dev unless a real API base URL is set. */
const useMirage = isDemo || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL);
/** The debug sign-in: written so that a build without it has `false` here, and drops the code it guards. */
export const debugLogin = import.meta.env.VITE_DEBUG_LOGIN ? flag(import.meta.env.VITE_DEBUG_LOGIN, false) : isDemo || !!import.meta.env.DEV;

/** The provider's sites get the `dev.` subdomain when debug sign-in is on in development. */
function providerUrl(value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!(import.meta.env.DEV && debugLogin)) return url;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname.startsWith('dev.')) parsed.hostname = `dev.${parsed.hostname}`;
    return parsed.toString();
  } catch {
    return url;
  }
}

export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME || 'ペットパス 管理画面',
  apiBaseUrl,
  isDemo,
  useMirage,
  maintenance: flag(import.meta.env.VITE_MAINTENANCE, false),
  firebase: import.meta.env.VITE_FIREBASE_API_KEY
    ? {
        apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string,
        authDomain: (import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined) ?? '',
        projectId: (import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? '',
        appId: (import.meta.env.VITE_FIREBASE_APP_ID as string | undefined) ?? '',
        emulatorUrl: (import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL as string | undefined) || undefined,
      }
    : undefined,
  googleMapsApiKey: (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined) || undefined,
  analyticsId: (import.meta.env.VITE_ANALYTICS_ID as string | undefined) || undefined,
  chatEmbedUrl: (import.meta.env.VITE_CHAT_EMBED_URL as string | undefined) || undefined,
  links: {
    company: providerUrl(import.meta.env.VITE_LINK_COMPANY, 'https://petpass.example.jp/company'),
    terms: providerUrl(import.meta.env.VITE_LINK_TERMS, 'https://petpass.example.jp/terms'),
    privacy: providerUrl(import.meta.env.VITE_LINK_PRIVACY, 'https://petpass.example.jp/privacy'),
    faq: providerUrl(import.meta.env.VITE_LINK_FAQ, 'https://petpass.example.jp/faq'),
    businessRegistration: providerUrl(import.meta.env.VITE_LINK_REGISTRATION, 'https://petpass.example.jp/business/register'),
  },
} as const;
