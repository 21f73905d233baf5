/**
 * Where to go once the provider has sent the seller back to the settings screen and the connection is
 * done: the publication form that asked for it. Kept for this tab only, across the provider's pages.
 */
const RETURN_KEY = 'seller-connect-return';

export function rememberConnectReturn(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the seller simply stays on the settings screen.
  }
}

/** The remembered path (an in-app path only), forgotten once read. */
export function takeConnectReturn(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
