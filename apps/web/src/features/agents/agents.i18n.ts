import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  accept: 'Accepter',
  refuse: 'Refuser',
  actions: "Décision sur la demande d'agent",
  accepted: 'Demande acceptée',
  refused: 'Demande refusée',
  pendingNotice: 'Votre demande est en attente de validation par {{shop}}',
  pendingHint: 'Vous verrez son catalogue dès que le producteur aura accepté votre demande.',
  refusedNotice: 'Votre demande auprès {{shop, de}} a été refusée',
};

const en: TranslationShape<typeof fr> = {
  accept: 'Accept',
  refuse: 'Refuse',
  actions: "Decision on the agent's request",
  accepted: 'Request accepted',
  refused: 'Request refused',
  pendingNotice: 'Your request is waiting for {{shop}} to approve it',
  pendingHint: 'You will see its catalogue as soon as the producer accepts your request.',
  refusedNotice: 'Your request to {{shop}} was refused',
};

registerI18n('agents', { fr, en });
