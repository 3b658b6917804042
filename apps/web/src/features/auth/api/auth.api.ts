import type { LoginResponse } from '@cuvee/contracts';
import { api } from '../../../lib/api-client.ts';

export type { PublicShop } from '../../../lib/public-shop.ts';

export type LoginAnswer = LoginResponse;
export type RegisterAnswer = LoginResponse & { message?: string };

export const authApi = {
  login: (body: { email?: string; username?: string; password: string }) =>
    api<LoginAnswer>('/v1/auth/login', { method: 'POST', body, anonymous: true }),
  registerBuyer: (body: unknown) =>
    api<RegisterAnswer>('/v1/auth/register/buyer', { method: 'POST', body, anonymous: true }),
  registerSeller: (body: unknown) =>
    api<RegisterAnswer>('/v1/auth/register/seller', { method: 'POST', body, anonymous: true }),
  registerAgent: (body: unknown) =>
    api<RegisterAnswer>('/v1/auth/register/agent', { method: 'POST', body, anonymous: true }),
  requestReset: (email: string) =>
    api<{ message?: string }>('/v1/auth/reset-password/request', {
      method: 'POST',
      body: { email },
      anonymous: true,
    }),
  resetPassword: (token: string, password: string) =>
    api<{ message?: string }>('/v1/auth/reset-password', {
      method: 'POST',
      body: { token, password },
      anonymous: true,
    }),
  validateEmail: (token: string) =>
    api<{ message?: string }>('/v1/auth/validate', { method: 'POST', body: { token }, anonymous: true }),
};
