import { HttpError } from '../lib/http-error.ts';

/**
 * A unique index that refused a write: what the caller is told, per constraint. Services check
 * first and answer these same words; the index decides when two identical requests race, and
 * the one that loses gets the same 409 (decision 0022).
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  // Names may repeat (the slug takes a suffix): only a simultaneous twin loses, and may retry.
  products_shop_slug_key: "Un produit du même nom vient d'être créé : veuillez réessayer",
  product_formats_gtin_key: 'Ce code EAN est déjà utilisé par un autre produit',
  shops_code_key: "Une boutique du même nom vient d'être créée : veuillez réessayer",
  shops_url_shop_key: "Une boutique du même nom vient d'être créée : veuillez réessayer",
  users_email_key: 'Un compte existe déjà avec cette adresse e-mail',
  master_accounts_email_key: 'Un compte existe déjà avec cette adresse e-mail',
  users_username_key: "Ce nom d'utilisateur est déjà utilisé",
  warehouses_shop_name_key: 'Un entrepôt porte déjà ce nom',
  // Tour mode: the same offline order sent twice at once (decision 0153); the next send answers it.
  orders_shop_creator_idempotency_key:
    "Cette commande est en cours d'enregistrement : elle sera confirmée au prochain envoi",
  // Tour mode: the same offline note sent twice at once (decision 0166); the next send answers it.
  client_activities_shop_author_key:
    "Cette note est en cours d'enregistrement : elle sera confirmée au prochain envoi",
  warehouses_shop_default_key: "Un autre entrepôt vient d'être choisi par défaut : veuillez réessayer",
};

/**
 * A row still named by another that keeps it (foreign key `restrict`): the stock ledger keeps
 * the formats, products and warehouses it names (decision 0031).
 */
const CLIENT_IN_USE = 'Ce client a déjà des commandes, factures ou règlements : il ne peut pas être supprimé';
const IN_USE_MESSAGES: Record<string, string> = {
  stock_lines_format_id_product_formats_id_fk:
    'Ce format a du stock enregistré : il ne peut pas être supprimé',
  stock_lines_product_id_products_id_fk: 'Ce produit a du stock enregistré : il ne peut pas être supprimé',
  stock_lines_warehouse_id_warehouses_id_fk:
    'Cet entrepôt a du stock enregistré : il ne peut pas être supprimé',
  // A client removed while orders, invoices or payments name it (their client is kept).
  orders_client_id_clients_id_fk: CLIENT_IN_USE,
  invoices_client_id_clients_id_fk: CLIENT_IN_USE,
  received_payments_client_id_clients_id_fk: CLIENT_IN_USE,
};
const ALREADY_EXISTS = 'Cet élément existe déjà';

/** PostgreSQL classes of a value the caller sent: data exceptions, and a program limit hit. */
const BAD_VALUE = "Une valeur de la requête n'est pas acceptée";
/** A search or list cancelled at its time limit: the caller can narrow it (issue 23, finding 6). */
const TOO_LONG = 'La recherche a pris trop de temps : précisez-la (un mot de plus, un filtre) puis réessayez';

type PgFault = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The PostgreSQL error under a Drizzle or driver error (each wraps the one before in `cause`). */
export function postgresFault(error: unknown): { code: string; constraint?: string } | null {
  for (let e = error as PgFault | undefined, i = 0; e && i < 8; e = e.cause as PgFault, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint =
        typeof e.constraint === 'string'
          ? e.constraint
          : typeof e.message === 'string'
            ? /"([a-z_]+_key)"/.exec(e.message)?.[1]
            : undefined;
      return constraint ? { code: e.code, constraint } : { code: e.code };
    }
  }
  return null;
}

/** A row others still name (a foreign key's restrict). */
export function isForeignKeyRefusal(error: unknown): boolean {
  const code = postgresFault(error)?.code;
  return code === '23503' || code === '23001';
}

/** The French 4xx for a database refusal of the caller's input, or null for a real fault. */
export function databaseRefusal(error: unknown): HttpError | null {
  const fault = postgresFault(error);
  if (!fault) return null;
  if (fault.code === '23505') {
    return new HttpError(409, (fault.constraint && UNIQUE_MESSAGES[fault.constraint]) || ALREADY_EXISTS);
  }
  // 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation.
  const inUse =
    (fault.code === '23001' || fault.code === '23503') && fault.constraint
      ? IN_USE_MESSAGES[fault.constraint]
      : undefined;
  if (inUse) return new HttpError(409, inUse);
  // 22xxx: data exceptions (bad text encoding, a value out of range, an invalid uuid or date);
  // 54000: a value past a program limit (an index row too large).
  if (fault.code.startsWith('22') || fault.code === '54000') return new HttpError(400, BAD_VALUE);
  // 57014: a statement past a list or search route's time limit (config listStatementTimeoutMs).
  if (fault.code === '57014') return new HttpError(422, TOO_LONG);
  return null;
}
