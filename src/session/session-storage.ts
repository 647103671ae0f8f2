/** The bearer and the chosen corporation persist in localStorage. */
const BEARER_KEY = 'petpass.bearer';
const CORPORATION_KEY = 'petpass.corporationId';

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session simply does not survive a reload
  }
}

export const sessionStorageKeys = { bearer: BEARER_KEY, corporationId: CORPORATION_KEY } as const;
export const readStoredBearer = () => read(BEARER_KEY);
export const readStoredCorporationId = () => read(CORPORATION_KEY);
export const storeBearer = (bearer: string | undefined) => write(BEARER_KEY, bearer);
export const storeCorporationId = (id: string | undefined) => write(CORPORATION_KEY, id);
