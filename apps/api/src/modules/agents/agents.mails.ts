import { escapeHtml, type Mail, type ShopSender } from '../mail/index.ts';

/*
 * The mails of an agent's invitation (issue 28 part 2, decision 0155): a new account's link to
 * choose its password (valid a week), or the notice to an agent already on Cuvée that a shop
 * invites them (they answer from their dashboard).
 */

const button = (link: string, label: string) =>
  `<p><a href="${link}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${label}</a></p>
<p style="color:#666;font-size:12px">Si le bouton ne fonctionne pas, copiez ce lien : ${link}</p>`;

export function agentAccountMail(to: string, shop: ShopSender, link: string): Mail {
  const name = shop.name;
  return {
    to,
    subject: `${name} vous invite à devenir son agent commercial sur Cuvée`,
    text: `${name} vous invite à devenir son agent commercial sur Cuvée.\n\nChoisissez votre mot de passe avec ce lien (valable 7 jours), puis connectez-vous avec votre adresse e-mail :\n${link}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(name)} vous invite sur Cuvée</h1>
<p>Vous êtes invité à devenir agent commercial de ${escapeHtml(name)}. Choisissez votre mot de passe (lien valable 7 jours), puis connectez-vous avec votre adresse e-mail.</p>
${button(link, 'Choisir mon mot de passe')}</body></html>`,
  };
}

export function agentInvitedMail(to: string, shop: ShopSender, link: string): Mail {
  const name = shop.name;
  return {
    to,
    subject: `${name} vous invite à devenir son agent commercial`,
    text: `${name} vous invite à devenir son agent commercial sur Cuvée. Connectez-vous pour accepter ou décliner l'invitation depuis votre tableau de bord :\n${link}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(name)} vous invite à devenir son agent commercial</h1>
<p>Connectez-vous pour accepter ou décliner l'invitation depuis votre tableau de bord.</p>
${button(link, 'Voir l’invitation')}</body></html>`,
  };
}
