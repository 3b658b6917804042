import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StripeConfig } from '../config.ts';

/**
 * The Content-Security-Policy of the app's pages and of every API answer (docs/decisions/0024).
 * Scripts: the app's own files and the age gate's one inline script, by its hash; no inline
 * handler. Styles: 'unsafe-inline', because MUI's emotion writes <style> elements at run time
 * and the server inlines the build's stylesheets. Images: data: and blob: for the image cropper,
 * https: for the product pictures a shop links from its own site. No frame may embed a page.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  frameSrc: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  // No inline script at all: the age gate is the shop app's own component (decision 0036).
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * What Stripe.js needs when card payments are on (Stripe's CSP guide, docs/decisions/0039): its
 * script, its payment element's frames and 3-D Secure pages, its API. With another Stripe.js
 * address (the local stand-in), that address's origin, and STRIPE_API_URL's for calls.
 * Nothing when the keys are not set: the policy stays as strict as without payments.
 */
export function stripeSources(stripe: Pick<StripeConfig, 'jsUrl' | 'apiUrl'> | undefined) {
  if (!stripe) return { script: [], frame: [], connect: [] };
  const js = new URL(stripe.jsUrl).origin;
  const real = js === 'https://js.stripe.com';
  return {
    script: real ? [js, 'https://*.js.stripe.com'] : [js],
    frame: real ? [js, 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [js],
    connect: [stripe.apiUrl ? new URL(stripe.apiUrl).origin : 'https://api.stripe.com'],
  };
}

/** The app's policy, widened for Stripe.js when it is configured. */
export function cspDirectives(stripe?: Pick<StripeConfig, 'jsUrl' | 'apiUrl'>) {
  const extra = stripeSources(stripe);
  if (!stripe) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...extra.script],
    frameSrc: extra.frame,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...extra.connect],
  };
}

/** Powerful features no page of the app uses, refused to the page and to anything it loads. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** One year, subdomains included: sent only on an answer that came over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, pages, files, API and not-found alike, through
 * @fastify/helmet (docs/decisions/0024). HSTS only when the request came over TLS (directly, or
 * through a trusted proxy's X-Forwarded-Proto): sent over plain HTTP it would be ignored at best.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { stripe?: StripeConfig } = {}) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.stripe) },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Product pictures and e-label QR codes may be shown on the shop's own website.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});

/**
 * The Swagger UI's own policy (its pages only: @fastify/swagger-ui sets it in its own scope):
 * the one its plugin writes (its own files only for scripts), with inline styles (its bundle
 * inserts <style> elements) instead of styles from any https: host, minus
 * upgrade-insecure-requests (a plain-HTTP start would lose its files) and the validator's
 * badge from another host, framed by no one.
 */
export function swaggerUiCsp(header: string): string {
  return header
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/ validator\.swagger\.io/, '')
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .trim();
}
