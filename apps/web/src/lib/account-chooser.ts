import type { MasterAccountSummary } from '@cuvee/contracts';
import { createElement } from 'react';
import { openPopup } from '../components/popup/popup.store.ts';
import { AccountChoice } from './account-choice.tsx';
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

const TEXTS = {
  fr: { title: 'Choisissez un compte', label: 'Compte', current: 'Compte actuel' },
  en: { title: 'Choose an account', label: 'Account', current: 'Current account' },
} as const;

/** 'Collaborateur · Domaine Démo': what tells apart accounts of one person. */
export function accountDetail(user: MasterAccountSummary['users'][number], language: 'fr' | 'en'): string {
  const role = ROLE_LABELS[language][user.role];
  return user.shopName ? `${role} · ${user.shopName}` : role;
}

/**
 * Spec §2: 'Changer de compte' opens the popup 'Choisissez un compte', the accounts listed in
 * full with the current one marked (decision 0020). Answers the chosen user id.
 */
export async function chooseAccount(
  master: MasterAccountSummary,
  currentUserId?: string,
): Promise<string | null> {
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const texts = TEXTS[language];
  let chosen = currentUserId ?? master.users[0]?.id ?? '';
  const result = await openPopup({
    title: texts.title,
    size: 'small',
    body: createElement(AccountChoice, {
      users: master.users,
      currentUserId,
      defaultValue: chosen,
      label: texts.label,
      currentLabel: texts.current,
      detail: (user) => accountDetail(user, language),
      onChange: (userId) => {
        chosen = userId;
      },
    }),
  });
  return result && chosen ? chosen : null;
}
