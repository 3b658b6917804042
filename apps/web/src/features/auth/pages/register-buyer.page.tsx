import { RegisterForm } from '../components/register-form.tsx';

/** /auth/register/buyer, with ?id: the buyer is attached to that shop. */
export function RegisterBuyerPage() {
  return <RegisterForm kind="buyer" />;
}
