import type { ComponentType } from 'react';
import { ComingSoonPage } from './coming-soon.page.tsx';

/** The tickets chunk: the messaging ('Messagerie') arrives with its module. */
export function pageFor(_path: string): ComponentType {
  return ComingSoonPage;
}
