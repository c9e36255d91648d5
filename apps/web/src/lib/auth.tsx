import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tradepool/domain';
import type { AuthenticateRequest, CurrentUser, Preference } from '@tradepool/domain';
import { authenticate } from '../features/auth/api/authenticate';
import { currentUserQueryKey, currentUserQueryOptions } from '../features/auth/api/get-current-user';
import { logout } from '../features/auth/api/logout';
import { selectCompany } from '../features/auth/api/select-company';
import { updatePreference } from '../features/auth/api/update-preference';
import { ApiError } from './api-client';
import { LOGIN_PATH } from './paths';
import { clearReturnPath, clearToken, readToken, storeToken } from './session-store';

/** `unavailable`: a token exists but the server could not be asked who it belongs to. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn' | 'unavailable';

export interface SignOutOptions {
  /** Spec point 4: a regular logout saves the preference first and reloads the sign-in screen. */
  savePreference?: boolean;
  reload?: boolean;
}

export interface AuthContextValue {
  user: CurrentUser | null;
  status: AuthStatus;
  retry: () => void;
  signIn: (credentials: AuthenticateRequest) => Promise<CurrentUser>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** After an answer that changes the user (privacy policy). */
  replaceUser: (user: CurrentUser) => void;
  refreshUser: () => Promise<void>;
  switchCompany: (companyId: number) => Promise<void>;
  saveLandingPage: (path: string) => Promise<void>;
  /** Grid state (page number…) kept until logout, when it is saved with the preference. */
  rememberPreference: (patch: Omit<Preference, 'landingPage'>) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function statusOf(isPending: boolean, user: CurrentUser | null, error: Error | null): AuthStatus {
  if (isPending) return 'loading';
  if (user) return 'signedIn';
  const sessionRefused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return error && !sessionRefused && readToken() ? 'unavailable' : 'signedOut';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  const status = statusOf(query.isPending, user, query.error);
  const preferenceDraft = useRef<Preference>({});

  const replaceUser = useCallback(
    (next: CurrentUser) => {
      const { authToken: _token, ...withoutToken } = next;
      queryClient.setQueryData(currentUserQueryKey, withoutToken);
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (credentials: AuthenticateRequest) => {
      const signedIn = await authenticate(credentials);
      const token = signedIn.authToken?.token;
      if (!token) throw new ApiError(MESSAGES.successWithoutData, 200);
      storeToken(token);
      preferenceDraft.current = {};
      replaceUser(signedIn);
      return signedIn;
    },
    [replaceUser],
  );

  const signOut = useCallback(
    async ({ savePreference = true, reload = true }: SignOutOptions = {}) => {
      if (user && savePreference) {
        await updatePreference(user.id, null, { ...user.preference, ...preferenceDraft.current }).catch(
          (error: unknown) => console.warn('[auth] saving the preference at logout failed', error),
        );
      }
      await logout().catch(() => undefined);
      clearToken();
      clearReturnPath();
      preferenceDraft.current = {};
      if (reload) {
        window.location.assign(LOGIN_PATH);
        return;
      }
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
    [queryClient, user],
  );

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );

  const switchCompany = useCallback(
    async (companyId: number) => {
      replaceUser(await selectCompany(companyId));
      // Every cached answer belonged to the previous company.
      await queryClient.invalidateQueries();
    },
    [queryClient, replaceUser],
  );

  const saveLandingPage = useCallback(
    async (path: string) => {
      if (!user) return;
      const preference = await updatePreference(user.id, path, {});
      queryClient.setQueryData(currentUserQueryKey, { ...user, preference });
    },
    [queryClient, user],
  );

  const rememberPreference = useCallback((patch: Omit<Preference, 'landingPage'>) => {
    preferenceDraft.current = { ...preferenceDraft.current, ...patch };
  }, []);

  const { refetch } = query;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      retry: () => void refetch(),
      signIn,
      signOut,
      replaceUser,
      refreshUser,
      switchCompany,
      saveLandingPage,
      rememberPreference,
    }),
    [
      user,
      status,
      refetch,
      signIn,
      signOut,
      replaceUser,
      refreshUser,
      switchCompany,
      saveLandingPage,
      rememberPreference,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** For screens behind the sign-in guard, where a user is certain. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
