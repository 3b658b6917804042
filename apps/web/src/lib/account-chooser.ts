import type { MasterAccountSummary } from '@cuvee/contracts';
import { openPopup } from '../components/popup/popup.store.ts';
import { i18n } from './i18n.ts';

const ROLE_LABELS = {
  fr: {
    buyer: 'Client',
    owner: 'Producteur',
    iam: 'Collaborateur',
    agent: 'Agent commercial',
    admin: 'Administrateur',
  },
  en: {
    buyer: 'Customer',
    owner: 'Producer',
    iam: 'Collaborator',
    agent: 'Sales agent',
    admin: 'Administrator',
  },
} as const;

/** 'multi-domaine — Collaborateur · Domaine Démo' */
export function accountLabel(user: MasterAccountSummary['users'][number], language: 'fr' | 'en'): string {
  const role = ROLE_LABELS[language][user.role];
  return `${user.username} — ${role}${user.shopName ? ` · ${user.shopName}` : ''}`;
}

/** Spec §2: 'Changer de compte' opens the popup 'Choisissez un compte'. Answers the chosen user id. */
export async function chooseAccount(
  master: MasterAccountSummary,
  currentUserId?: string,
): Promise<string | null> {
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const result = await openPopup({
    title: language === 'en' ? 'Choose an account' : 'Choisissez un compte',
    size: 'small',
    fields: [
      {
        type: 'select',
        name: 'userId',
        label: language === 'en' ? 'Account' : 'Compte',
        required: true,
        defaultValue: currentUserId ?? master.users[0]?.id ?? '',
        options: master.users.map((user) => ({ value: user.id, label: accountLabel(user, language) })),
      },
    ],
  });
  const userId = result?.userId;
  return typeof userId === 'string' && userId ? userId : null;
}
