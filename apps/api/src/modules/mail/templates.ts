import { deName } from '@cuvee/domain';
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

/**
 * To the owner of an address someone tried to register again (decision 0027, addendum on
 * registration): the account is unchanged; how to sign in, or reset the password.
 */
export function accountExistsMail(to: string, signInLink: string, resetLink: string): Mail {
  return {
    to,
    subject: "Cuvée — quelqu'un a tenté de créer un compte avec votre adresse",
    text: `Quelqu'un a tenté de créer un compte Cuvée avec votre adresse e-mail. Votre compte existe déjà et n'a pas été modifié.\n\nPour vous connecter :\n${signInLink}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n${resetLink}\n\nSi vous n'êtes pas à l'origine de cette tentative, ignorez ce message.\n`,
    html: wrap(
      "Quelqu'un a tenté de créer un compte Cuvée avec votre adresse",
      `Votre compte existe déjà et n'a pas été modifié. Mot de passe oublié ? <a href="${resetLink}">Choisissez-en un nouveau</a>. Si vous n'êtes pas à l'origine de cette tentative, ignorez ce message.`,
      signInLink,
      'Me connecter',
    ),
  };
}

/** Text written into an HTML mail: every character that could open markup is escaped. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject line of one line (a shop's name is typed by the shop). */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A sales document sent by a shop (issue 23, finding 7): the shop's template, naming the
 * document and the shop in the subject and the body, with the sender's note as plain text
 * (escaped in the HTML part). The shop's identity is the caller's; Reply-To is set by it.
 */
export function documentMail(
  shop: { name: string; email: string | null },
  title: string,
  note?: string,
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const by = `Ce message vous est envoyé par ${shop.name} via Cuvée${shop.email ? ` ; pour lui répondre : ${shop.email}` : ''}.`;
  const text = [
    'Bonjour,',
    '',
    `${shop.name} vous adresse ci-joint : ${title}.`,
    '',
    ...(note ? [`Message ${deName(shop.name)} :`, note, ''] : []),
    'Bien cordialement,',
    shop.name,
    '',
    `— ${by}`,
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<p>Bonjour,</p><p>${h(shop.name)} vous adresse ci-joint : ${h(title)}.</p>
${note ? `<p>Message ${h(deName(shop.name))} :</p><p style="white-space:pre-line">${h(note)}</p>` : ''}
<p>Bien cordialement,<br>${h(shop.name)}</p>
<p style="color:#666;font-size:12px">${h(by)}</p></body></html>`;
  return { subject: oneLine(`${title} — ${shop.name}`), text, html };
}
