import { RegisterForm } from '../components/register-form.tsx';

/** /auth/register-wineriz/seller: creates the shop and its owner. */
export function RegisterSellerPage() {
  return <RegisterForm kind="seller" />;
}
