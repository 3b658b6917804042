import { drmRoutes as routes } from '@cuvee/contracts';
import { drmCatalogueOn, drmCsv, todayInFrance } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scoped } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { shops } from '../shops/index.ts';
import { dischargeMovement, drmMonths, fileDrm } from './drm.filing.ts';
import { renderDrmPdf } from './drm.pdf.ts';
import { getDrm } from './drm.read.ts';
import { remindUnfiledDrm } from './drm.reminder.ts';
import { drmSettings, updateDrmSettings } from './drm.settings.ts';

const ok = true as const;

/** The DRM routes (decisions 0093–0096), each in the request's tenant transaction. */
export async function drmRoutesOf(app: FastifyInstance) {
  const { jobs, db } = app.deps;
  // The reminder before the 10th (decision 0096): a sweep that acts once a day.
  jobs.sweep('drm reminders', remindUnfiledDrm(db));

  route(app, routes.settings, async ({ ctx, tx }) => ({ success: ok, settings: await drmSettings(ctx, tx) }));
  route(app, routes.updateSettings, async ({ ctx, tx, body }) => ({
    success: ok,
    settings: await updateDrmSettings(ctx, tx, body),
    message: 'Les réglages DRM ont été enregistrés',
  }));
  route(app, routes.catalogue, async ({ ctx, tx }) => {
    const settings = await drmSettings(ctx, tx);
    const c = drmCatalogueOn(settings.interprofession, todayInFrance());
    return {
      success: ok,
      interprofession: c.interprofession,
      name: c.name,
      validFrom: c.validFrom,
      source: c.source,
      types: c.types.map((t) => ({
        code: t.code,
        regime: t.regime,
        flow: t.flow,
        label: t.label,
        cielPath: t.cielPath,
        dutyDue: t.dutyDue === true,
        needsCountry: t.needsCountry === true,
        needsContract: t.needsContract === true,
        needsDocument: t.needsDocument === true,
      })),
    };
  });
  route(app, routes.months, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await drmMonths(ctx, tx, query.warehouseId)),
  }));
  route(app, routes.get, async ({ ctx, tx, query }) => ({
    success: ok,
    drm: (await getDrm(ctx, tx, query)).drm,
  }));
  route(app, routes.download, async ({ ctx, tx, query, reply }) => {
    const { drm, computed } = await getDrm(ctx, tx, query);
    const name = `DRM-${drm.period}-${drm.exciseNumber ?? drm.warehouseName.replace(/[^\w-]+/g, '_')}`;
    if (query.format === 'csv') {
      const settings = await drmSettings(ctx, tx);
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${name}.csv"`);
      return drmCsv(
        computed,
        { ...settings, exciseNumber: drm.exciseNumber ?? '' },
        drmCatalogueOn(settings.interprofession, `${drm.month}-01`),
      );
    }
    const [shop] = await tx
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.id, scoped(tx, ctx).shopId));
    const pdf = await renderDrmPdf(drm, shop?.name ?? '');
    reply.type('application/pdf');
    reply.header('content-disposition', `attachment; filename="${name}.pdf"`);
    return pdf as unknown as string;
  });
  route(app, routes.file, async ({ ctx, tx, body }) => ({ success: ok, ...(await fileDrm(ctx, tx, body)) }));
  route(app, routes.discharge, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await dischargeMovement(ctx, tx, params.id, body.date)),
  }));
}
