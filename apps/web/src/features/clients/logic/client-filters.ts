import { CLIENT_KIND_KEYS, type ClientKind, PROSPECT_STATUS_KEYS, type ProspectStatus } from '@cuvee/domain';

/** The client list's state, kept in the URL so a link and the back button restore it. */
export type ClientFilters = {
  q?: string;
  kind?: ClientKind;
  typology?: string;
  tag?: string;
  agentId?: string;
  prospectStatus?: ProspectStatus;
  page: number;
};

const oneOf = <K extends string>(keys: readonly K[], value: string | null): K | undefined =>
  value && (keys as readonly string[]).includes(value) ? (value as K) : undefined;

export function filtersFromParams(params: URLSearchParams): ClientFilters {
  const page = Number(params.get('page') ?? 0);
  return {
    q: params.get('q')?.trim() || undefined,
    kind: oneOf(CLIENT_KIND_KEYS, params.get('kind')),
    typology: params.get('typology') || undefined,
    tag: params.get('tag') || undefined,
    agentId: params.get('agent') || undefined,
    prospectStatus: oneOf(PROSPECT_STATUS_KEYS, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

export function paramsFromFilters(filters: ClientFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
  };
  set('q', filters.q);
  set('kind', filters.kind);
  set('typology', filters.typology);
  set('tag', filters.tag);
  set('agent', filters.agentId);
  set('status', filters.prospectStatus);
  if (filters.page > 0) params.set('page', String(filters.page));
  return params;
}

/** Whether anything narrows the list (an empty answer then means 'no match', not 'no clients'). */
export const isFiltered = (f: ClientFilters) =>
  Boolean(f.q || f.kind || f.typology || f.tag || f.agentId || f.prospectStatus);
