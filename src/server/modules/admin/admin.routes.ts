// The platform admin console's API (/api/admin/...): every route is for platform admins only (401 signed out,
// 403 for an owner), checked before anything else; every change is written to the audit log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import {
  listSupportRequestsForAdmin,
  markSupportRequestAnswered,
} from '#server/modules/support/support.service.ts';
import { listAudit, recordAudit } from '#server/platform/audit-log.ts';
import {
  grantListedAdmins,
  platformAdminOnly,
  requirePlatformAdmin,
} from '#server/platform/platform-admin.ts';
import { getPlatformSettings, savePlatformSettings } from '#server/platform/platform-settings.ts';
import {
  adminBusinessesPageSchema,
  adminBusinessesQuerySchema,
  adminOverviewSchema,
  adminRevenueSchema,
  adminWebsiteProjectSchema,
  auditEntrySchema,
  businessStatusInputSchema,
  idParamsSchema,
  planSchema,
  platformSettingsInputSchema,
  platformSettingsSchema,
  websiteProjectUpdateSchema,
} from '#shared/schemas/admin.ts';
import {
  adminSupportRequestSchema,
  supportRequestSchema,
  supportStatusQuerySchema,
} from '#shared/schemas/support.ts';
import { listAdminBusinesses, setBusinessStatus } from './admin-businesses.service.ts';
import { adminOverview, adminRevenue } from './admin-overview.service.ts';
import { listAdminWebsiteProjects, updateWebsiteProject } from './admin-website-projects.service.ts';
import { listPlans, seedPlans } from './plans.ts';

export async function adminRoutes(app: FastifyInstance, { db, env }: ModuleOptions) {
  // At start: the plans exist, and ADMIN_EMAILS' verified accounts are platform admins.
  await seedPlans(db);
  await grantListedAdmins(db, env.ADMIN_EMAILS);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preValidation: platformAdminOnly };

  r.get(
    '/api/admin/overview',
    { ...adminOnly, schema: { response: { 200: adminOverviewSchema } } },
    async () => adminOverview(db),
  );

  r.get('/api/admin/revenue', { ...adminOnly, schema: { response: { 200: adminRevenueSchema } } }, async () =>
    adminRevenue(db),
  );

  r.get(
    '/api/admin/businesses',
    {
      ...adminOnly,
      schema: { querystring: adminBusinessesQuerySchema, response: { 200: adminBusinessesPageSchema } },
    },
    async (request) => listAdminBusinesses(db, request.query),
  );

  r.patch(
    '/api/admin/businesses/:id/status',
    {
      ...adminOnly,
      schema: {
        params: idParamsSchema,
        body: businessStatusInputSchema,
        response: { 200: z.object({ id: z.string(), status: z.string() }) },
      },
    },
    async (request) =>
      setBusinessStatus({
        db,
        admin: requirePlatformAdmin(request),
        businessId: request.params.id,
        status: request.body.status,
      }),
  );

  r.get('/api/admin/plans', { ...adminOnly, schema: { response: { 200: z.array(planSchema) } } }, async () =>
    listPlans(db),
  );

  r.get(
    '/api/admin/settings',
    { ...adminOnly, schema: { response: { 200: platformSettingsSchema } } },
    async () => getPlatformSettings(db),
  );

  r.put(
    '/api/admin/settings',
    {
      ...adminOnly,
      schema: { body: platformSettingsInputSchema, response: { 200: platformSettingsSchema } },
    },
    async (request) => {
      const admin = requirePlatformAdmin(request);
      return db.transaction(async (tx) => {
        const before = await getPlatformSettings(tx);
        const after = await savePlatformSettings(tx, request.body);
        await recordAudit(tx, admin, {
          action: 'settings.update',
          targetType: 'platform_settings',
          before,
          after,
        });
        return after;
      });
    },
  );

  r.get(
    '/api/admin/audit-log',
    { ...adminOnly, schema: { response: { 200: z.array(auditEntrySchema) } } },
    async () => listAudit(db),
  );

  r.get(
    '/api/admin/website-projects',
    { ...adminOnly, schema: { response: { 200: z.array(adminWebsiteProjectSchema) } } },
    async () => listAdminWebsiteProjects(db),
  );

  r.patch(
    '/api/admin/website-projects/:id',
    {
      ...adminOnly,
      schema: {
        params: idParamsSchema,
        body: websiteProjectUpdateSchema,
        response: { 200: adminWebsiteProjectSchema },
      },
    },
    async (request) =>
      updateWebsiteProject({
        db,
        admin: requirePlatformAdmin(request),
        projectId: request.params.id,
        status: request.body.status,
        deployedUrl: request.body.deployedUrl,
      }),
  );

  r.get(
    '/api/admin/support-requests',
    {
      ...adminOnly,
      schema: {
        querystring: supportStatusQuerySchema,
        response: { 200: z.array(adminSupportRequestSchema) },
      },
    },
    async (request) => listSupportRequestsForAdmin(db, request.query.status),
  );

  r.post(
    '/api/admin/support-requests/:id/answered',
    { ...adminOnly, schema: { params: idParamsSchema, response: { 200: supportRequestSchema } } },
    async (request) =>
      markSupportRequestAnswered({ db, admin: requirePlatformAdmin(request), requestId: request.params.id }),
  );
}
