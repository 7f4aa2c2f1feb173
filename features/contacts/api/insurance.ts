/** GET insurance/get/{providerId} (spec 7): the provider's insurance companies. Roles 22/25 never call it (spec 6). */
import { insuranceResponse, type InsuranceCompany } from '../../../domain/contract/insurance';
import { request } from '../../api/client';

export async function getInsuranceCompanies(providerId: number, signal?: AbortSignal): Promise<InsuranceCompany[]> {
  return (await request('get', `insurance/get/${providerId}`, insuranceResponse, { signal })).insuranceCompanyDetails;
}
