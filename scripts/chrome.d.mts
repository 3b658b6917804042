export function findChrome(): string | null;
export function findTestChrome(): string | null;
export function ensureChrome(log?: (message: string) => void): string;
export const CHROME_ARGS: string[];
