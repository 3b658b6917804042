import type { PageMap } from '../page-map.ts';
import { comingSoon } from './coming-soon.page.tsx';

/** The tickets chunk: the messaging ('Messagerie') arrives with its module. */
export const pages: PageMap<'tickets'> = { 'tickets.inbox': comingSoon('messaging') };
