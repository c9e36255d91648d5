/** Where the browser keeps the session token and the screen to return to after signing in again. */
const TOKEN_KEY = 'tradepool.token';
const RETURN_PATH_KEY = 'tradepool.returnPath';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function readReturnPath(): string | null {
  return sessionStorage.getItem(RETURN_PATH_KEY);
}

/** Called once the user is back inside the app: a return screen applies to the next sign-in only. */
export function clearReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
