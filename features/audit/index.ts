/** features/audit's public entry: who may read the trail (the guard, the menu). The screen comes through lazy.ts. */
export { canReadAuditAtom } from './access';
export { auditTexts } from './copy';
