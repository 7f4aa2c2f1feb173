/** Moved to features/api (the audit trail's CSV export downloads the same way); kept here for the mail screens' imports. */
export { saveFile } from '../../api/save-file';
