import type { Mail } from './mail.service.ts';

const wrap = (title: string, body: string, link: string, cta: string) =>
  `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${title}</h1><p>${body}</p>
<p><a href="${link}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${cta}</a></p>
<p style="color:#666;font-size:12px">Si le bouton ne fonctionne pas, copiez ce lien : ${link}</p></body></html>`;

export function validationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Cuvée — confirmez votre adresse e-mail',
    text: `Bienvenue sur Cuvée !\n\nConfirmez votre adresse e-mail en ouvrant ce lien (valable 48 heures) :\n${link}\n`,
    html: wrap(
      'Bienvenue sur Cuvée',
      'Confirmez votre adresse e-mail (lien valable 48 heures).',
      link,
      'Confirmer mon e-mail',
    ),
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Cuvée — réinitialisation de votre mot de passe',
    text: `Vous avez demandé à réinitialiser votre mot de passe.\n\nChoisissez-en un nouveau avec ce lien (valable 1 heure) :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n`,
    html: wrap(
      'Réinitialisation du mot de passe',
      "Choisissez un nouveau mot de passe (lien valable 1 heure). Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      link,
      'Choisir un nouveau mot de passe',
    ),
  };
}
