import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  logoAlt: 'Logo {{name, de}}',
  cuveeLogo: 'Cuvée, retour au site',
  shopLink: 'Aller à la boutique {{name}}',
  seasons: {
    spring: 'Vignes au printemps',
    summer: 'Vignes en été',
    autumn: 'Vendanges en automne',
    winter: 'Vignes en hiver',
  },
  tagline: 'Vendez vos vins et produits, gérez votre domaine.',
  login: {
    title: 'Connexion',
    subtitle: 'Heureux de vous revoir\u202f!',
    shopSubtitle: 'Connectez-vous pour commander chez {{name}}.',
    identifier: 'E-mail ou identifiant',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié\u202f?',
    noAccount: 'Pas encore de compte\u202f?',
    register: 'Créer un compte',
    producer: 'Vous êtes producteur\u202f?',
    registerProducer: 'Ouvrir votre boutique',
    badCredentials: 'Le mail et/ou le mot de passe sont incorrects.',
    ageRefused:
      'Vous avez indiqué avoir moins de {{age}} ans : les boutiques de vins et spiritueux ne vous sont pas accessibles, la vente d’alcool aux mineurs étant interdite. Si vous avez répondu par erreur, revenez à la boutique et répondez « Oui ».',
  },
  chooseAccount: {
    title: 'Choisissez un compte',
    label: 'Compte',
  },
  roles: {
    buyer: 'Client',
    owner: 'Producteur',
    iam: 'Collaborateur',
    agent: 'Agent commercial',
    admin: 'Administrateur',
  },
};

const en: TranslationShape<typeof fr> = {
  logoAlt: '{{name}} logo',
  cuveeLogo: 'Cuvée, back to the website',
  shopLink: 'Go to the {{name}} shop',
  seasons: {
    spring: 'Vineyard in spring',
    summer: 'Vineyard in summer',
    autumn: 'Harvest in autumn',
    winter: 'Vineyard in winter',
  },
  tagline: 'Sell your wines and products, run your estate.',
  login: {
    title: 'Sign in',
    subtitle: 'Good to see you again!',
    shopSubtitle: 'Sign in to order from {{name}}.',
    identifier: 'Email or username',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create an account',
    producer: 'Are you a producer?',
    registerProducer: 'Open your shop',
    badCredentials: 'The email and/or password are incorrect.',
    ageRefused:
      'You said you are under {{age}}: wine and spirits shops are not open to you, as alcohol may not be sold to minors. If you answered by mistake, go back to the shop and answer “Yes”.',
  },
  chooseAccount: {
    title: 'Choose an account',
    label: 'Account',
  },
  roles: {
    buyer: 'Customer',
    owner: 'Producer',
    iam: 'Collaborator',
    agent: 'Sales agent',
    admin: 'Administrator',
  },
};

registerI18n('auth', { fr, en });
export const AUTH_NS = 'auth';
