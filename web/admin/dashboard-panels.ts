/**
 * The key under which a module lists its dashboard panels among its admin tools (admin-tools.ts):
 * never a model's key, which all have a slash. A file of its own because the modules' lists import
 * it while admin-tools.ts is still importing them.
 */
export const DASHBOARD_PANELS = 'dashboard'
