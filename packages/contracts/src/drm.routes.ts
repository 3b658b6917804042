import { z } from 'zod';
import { Uuid } from './common.ts';
import {
  DischargeInput,
  DischargeResponse,
  DrmCatalogueResponse,
  DrmFileQuery,
  DrmFilingInput,
  DrmFilingResponse,
  DrmMonthsQuery,
  DrmMonthsResponse,
  DrmQuery,
  DrmReturnResponse,
  DrmSettingsInput,
  DrmSettingsResponse,
  FiscalIdentityInput,
  FiscalIdentityResponse,
} from './drm.ts';
import { defineRoute } from './http/route.ts';

// The DRM's routes and a product's fiscal identity's, over the shapes of drm.ts.

const tags = ['drm'];
const IdParams = z.object({ id: Uuid });
const DrmDownload = z.string().describe('The file itself (text/csv or application/pdf)');

/** The DRM routes (stock module; decision 0094 for the access). */
export const drmRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/v1/stocks/drm/settings',
    access: 'drm.read',
    summary: "The shop's interprofession and identifiers for the DRM",
    tags,
    response: DrmSettingsResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/v1/stocks/drm/settings',
    access: 'drm.settings.write',
    summary: "Set the shop's interprofession, its id, CVI and SIRET",
    tags,
    body: DrmSettingsInput,
    response: DrmSettingsResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  catalogue: defineRoute({
    method: 'GET',
    path: '/v1/stocks/drm/catalogue',
    access: 'stock.read',
    summary: "The movement types of the shop's interprofession (to type a movement)",
    tags,
    response: DrmCatalogueResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  months: defineRoute({
    method: 'GET',
    path: '/v1/stocks/drm/months',
    access: 'drm.read',
    summary: "A warehouse's last twelve months: deadline, filing, late",
    tags,
    query: DrmMonthsQuery,
    response: DrmMonthsResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/stocks/drm',
    access: 'drm.read',
    summary: "A bonded warehouse's return for an ended month, with its checks",
    tags,
    query: DrmQuery,
    response: DrmReturnResponse,
    errors: [400, 401, 403, 404, 422],
    shop: 'header',
  }),
  download: defineRoute({
    method: 'GET',
    path: '/v1/stocks/drm/file',
    access: 'drm.read',
    summary: "The return as the interprofession's CSV (CAVE / CRD / ANNEXE) or a printable PDF",
    tags,
    query: DrmFileQuery,
    response: DrmDownload,
    errors: [400, 401, 403, 404, 422],
    shop: 'header',
  }),
  file: defineRoute({
    method: 'POST',
    path: '/v1/stocks/drm/filings',
    access: 'drm.file',
    summary: 'Mark a month filed: its movements lock; refused while a blocking check fails',
    tags,
    body: DrmFilingInput,
    response: DrmFilingResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
  discharge: defineRoute({
    method: 'POST',
    path: '/v1/stocks/movements/:id/discharge',
    access: 'stock.write',
    summary: "Mark a shipment's e-AD (DAE) discharged",
    tags,
    params: IdParams,
    body: DischargeInput,
    response: DischargeResponse,
    errors: [400, 401, 403, 404, 422],
    shop: 'header',
  }),
};

/** A product's fiscal identity (products module). */
export const productFiscalRoutes = {
  fiscalIdentity: defineRoute({
    method: 'GET',
    path: '/v1/products/:id/fiscal-identity',
    access: 'products.read',
    summary: "A product's fiscal identity for the DRM (INAO code or codes, label)",
    tags: ['products'],
    params: IdParams,
    response: FiscalIdentityResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  setFiscalIdentity: defineRoute({
    method: 'PUT',
    path: '/v1/products/:id/fiscal-identity',
    access: 'products.write',
    summary: "Set a product's fiscal identity (one DRM column per identity)",
    tags: ['products'],
    params: IdParams,
    body: FiscalIdentityInput,
    response: FiscalIdentityResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
};
