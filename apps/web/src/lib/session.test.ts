import { beforeEach, describe, expect, it, vi } from 'vitest';

// The restore of a stored session on page load (ensureSession), with the API's answer mocked.
const call = vi.fn();
vi.mock('./api-call.ts', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('./navigation.ts', () => ({ navigateTo: () => undefined }));

const { ensureSession } = await import('./session.ts');
const { ApiError } = await import('./api-client.ts');
const { useAuthStore } = await import('./auth.store.ts');

describe('ensureSession: restoring the stored session', () => {
  beforeEach(() => {
    call.mockReset();
    useAuthStore.setState({ token: 'stored-jwt', user: null, shop: null, status: 'pending' });
  });

  it('keeps the token when the page goes away mid-load (a chunk or request aborted)', async () => {
    call.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await ensureSession();
    expect(useAuthStore.getState().token).toBe('stored-jwt');
    expect(useAuthStore.getState().status).toBe('pending');
  });

  it('keeps the token when offline', async () => {
    call.mockRejectedValue(new ApiError(0, 'Vous êtes hors ligne'));
    await ensureSession();
    expect(useAuthStore.getState().token).toBe('stored-jwt');
  });

  it('starts anonymous when the API refuses the token', async () => {
    call.mockRejectedValue(new ApiError(401, 'Votre session a expiré, veuillez vous reconnecter'));
    await ensureSession();
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().status).toBe('ready');
  });
});
