/** The light-query key of GET /v1/maintenances (read by the shell, refreshed by the admin). */
export const MAINTENANCE_KEY = 'platform:maintenance';
