import { escapeHtml, type Mail, type ShopSender } from '../mail/index.ts';

/*
 * The mails of a collaborator's invitation (issue 28): a new account's link to choose its
 * password (valid a week), or the notice to an existing account that it joined the shop.
 */

const button = (link: string, label: string) =>
  `<p><a href="${link}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${label}</a></p>
<p style="color:#666;font-size:12px">Si le bouton ne fonctionne pas, copiez ce lien : ${link}</p>`;

export function invitationMail(to: string, shop: ShopSender, link: string): Mail {
  const name = shop.name;
  return {
    to,
    subject: `${name} vous invite à rejoindre son équipe sur Cuvée`,
    text: `${name} vous invite à rejoindre son équipe sur Cuvée.\n\nChoisissez votre mot de passe avec ce lien (valable 7 jours), puis connectez-vous avec votre adresse e-mail :\n${link}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(name)} vous invite sur Cuvée</h1>
<p>Choisissez votre mot de passe (lien valable 7 jours), puis connectez-vous avec votre adresse e-mail.</p>
${button(link, 'Choisir mon mot de passe')}</body></html>`,
  };
}

export function addedMail(to: string, shop: ShopSender, link: string): Mail {
  const name = shop.name;
  return {
    to,
    subject: `Vous faites maintenant partie de l'équipe de ${name}`,
    text: `${name} vous a ajouté à son équipe sur Cuvée. Connectez-vous avec votre compte habituel et choisissez ${name} avec « Changer de boutique » :\n${link}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(name)} vous a ajouté à son équipe</h1>
<p>Connectez-vous avec votre compte habituel.</p>
${button(link, 'Me connecter')}</body></html>`,
  };
}
