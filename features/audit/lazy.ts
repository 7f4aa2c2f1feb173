/** features/audit's on-demand entry: the audit trail screen. */
export { AuditScreen } from './components/audit-screen';
