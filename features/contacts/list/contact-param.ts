/**
 * The contact screen's place in the address: `/contacts?contact=person-12`.
 * Kind and id only, never a name (issue 17: no health information in URLs).
 * The rule lives in the domain: the appointment detail, the search and /add use it too.
 */
export { CONTACT_PARAM, contactParamValue, parseContactParam } from '../../../domain/contacts/contact-link';
