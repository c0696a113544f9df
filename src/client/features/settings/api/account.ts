// The owner's account calls (spec part 2 §7): password, two-factor, sessions, privacy settings, notification
// preferences, profile, email change and billing summary. Whatever changes the user puts the server's answer into
// the session cache.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#client/entities/session/api/session.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { appLocale, loadAppMessages } from '#client/lib/app-i18n/app-i18n.ts';
import type {
  BillingSummary,
  ChangePasswordInput,
  DeleteAccountInput,
  EmailChangeConfirm,
  EmailChangeInput,
  NotificationPreferences,
  PrivacySettingsInput,
  ProfileInput,
  SessionInfo,
  TwoFactorInput,
  TwoFactorResult,
  TwoFactorSetup,
  TwoFactorSetupInput,
} from '#shared/schemas/account.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('POST', '/api/auth/change-password', input),
    // Every other device was signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

/** Asks for a new secret; the current password comes along (none for an account that signs in with Google only). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: TwoFactorSetupInput) =>
      apiRequest<TwoFactorSetup>('POST', '/api/auth/two-factor/setup', input),
  });
}

/** The toggle follows what the server answered, never the request. */
export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorInput) => apiRequest<TwoFactorResult>('POST', '/api/auth/two-factor', input),
    onSuccess: (result) => {
      queryClient.setQueryData<PublicUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, twoFactorEnabled: result.twoFactorEnabled } : user,
      );
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
  });
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/sessions'] as const,
    queryFn: () => apiRequest<SessionInfo[]>('GET', '/api/auth/sessions'),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/privacy-settings'] as const,
    queryFn: () => apiRequest<PrivacySettingsInput>('GET', '/api/auth/privacy-settings'),
  });

export const usePrivacySettings = () => useQuery(privacyQueryOptions());

export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacySettingsInput) =>
      apiRequest<PrivacySettingsInput>('POST', '/api/auth/privacy-settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyQueryOptions().queryKey, saved);
      queryClient.setQueryData<PublicUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, privacySettings: saved } : user,
      );
    },
  });
}

const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/notification-preferences'] as const,
    queryFn: () => apiRequest<NotificationPreferences>('GET', '/api/auth/notification-preferences'),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) =>
      apiRequest<NotificationPreferences>('PUT', '/api/auth/notification-preferences', input),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      const { user } = await apiRequest<{ user: PublicUser }>('PATCH', '/api/auth/profile', input);
      // A new language's catalog first: the app then switches to it at once, the save's toast in it.
      await loadAppMessages(appLocale(user.language, window.location.search, navigator.languages));
      return user;
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** Deletes the account; the caller leaves for `/` with a full page load (every cache belongs to the old account). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest('DELETE', '/api/auth/delete-account', input),
  });
}

export const useBillingSummary = () =>
  useQuery({
    queryKey: ['/api/auth/billing'] as const,
    queryFn: () => apiRequest<BillingSummary>('GET', '/api/auth/billing'),
  });

/** Asks for a code at the new address; the answer is the same whether or not the address can be used. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      apiRequest<{ message: string }>('POST', '/api/auth/email-change', input),
  });
}

/** The code from the new address makes the change; every other device was signed out. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeConfirm) =>
      apiRequest<{ message: string; user: PublicUser }>('POST', '/api/auth/email-change/confirm', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
  });
}
