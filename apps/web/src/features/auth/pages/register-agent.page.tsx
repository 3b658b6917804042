import { RegisterForm } from '../components/register-form.tsx';

/** /auth/register-wineriz/agent: a sales agent, optionally attached to a producer by its code (?id). */
export function RegisterAgentPage() {
  return <RegisterForm kind="agent" />;
}
